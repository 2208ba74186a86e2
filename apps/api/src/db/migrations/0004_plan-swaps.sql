CREATE TABLE "plan_swaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_swaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"occasion" text NOT NULL,
	"from_type" text NOT NULL,
	"from_id" integer NOT NULL,
	"to_type" text NOT NULL,
	"to_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_swaps_occasion_check" CHECK ("plan_swaps"."occasion" = any(array['breakfast', 'lunch', 'dinner', 'snack', 'sweet']::text[])),
	CONSTRAINT "plan_swaps_types_check" CHECK ("plan_swaps"."from_type" in ('product', 'pairing') and "plan_swaps"."to_type" in ('product', 'pairing'))
);
--> statement-breakpoint
ALTER TABLE "plan_swaps" ADD CONSTRAINT "plan_swaps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_swaps_customer_week_idx" ON "plan_swaps" USING btree ("customer_id","week_start","id");