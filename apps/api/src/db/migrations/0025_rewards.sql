CREATE TABLE "point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_entries_points_check" CHECK ("point_entries"."points" <> 0),
	CONSTRAINT "point_entries_reason_check" CHECK ("point_entries"."reason" in ('earned', 'refunded', 'not_delivered', 'redeemed', 'redeem_returned', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "reward_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"auto_redeem" boolean DEFAULT true NOT NULL,
	"last_paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_reference_key" ON "point_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "point_entries_customer_idx" ON "point_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "point_entries_order_idx" ON "point_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reward_accounts_last_paid_idx" ON "reward_accounts" USING btree ("last_paid_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."subtotal_cents" and "orders"."delivery_fee_cents" >= 0 and "orders"."credits_cents" >= 0 and "orders"."points_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents" - "orders"."points_cents" - "orders"."credits_cents");