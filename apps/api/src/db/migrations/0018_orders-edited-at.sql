CREATE TABLE "week_rebuilds" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"requested" integer NOT NULL,
	"rebuilt" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"rebuilt_at" timestamp with time zone,
	CONSTRAINT "week_rebuilds_count_check" CHECK ("week_rebuilds"."rebuilt" between 0 and "week_rebuilds"."requested")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "week_rebuilds" ADD CONSTRAINT "week_rebuilds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;