CREATE TABLE "box_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "box_edits_action_check" CHECK ("box_edits"."action" in ('added', 'removed')),
	CONSTRAINT "box_edits_type_check" CHECK ("box_edits"."item_type" in ('product', 'pairing'))
);
--> statement-breakpoint
CREATE TABLE "item_similarities" (
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"neighbor_type" text NOT NULL,
	"neighbor_id" integer NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "item_similarities_item_type_item_id_neighbor_type_neighbor_id_pk" PRIMARY KEY("item_type","item_id","neighbor_type","neighbor_id")
);
--> statement-breakpoint
CREATE TABLE "learning_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"customers" integer NOT NULL,
	"items" integer NOT NULL,
	"pairs" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_edits" ADD CONSTRAINT "box_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_edits" ADD CONSTRAINT "box_edits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_edits_customer_idx" ON "box_edits" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "box_edits_order_idx" ON "box_edits" USING btree ("order_id");