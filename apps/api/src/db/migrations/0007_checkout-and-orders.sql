CREATE TABLE "checkout_lines" (
	"customer_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "checkout_lines_customer_id_item_type_item_id_pk" PRIMARY KEY("customer_id","item_type","item_id"),
	CONSTRAINT "checkout_lines_type_check" CHECK ("checkout_lines"."item_type" in ('product', 'pairing')),
	CONSTRAINT "checkout_lines_quantity_check" CHECK ("checkout_lines"."quantity" between 1 and 20),
	CONSTRAINT "checkout_lines_price_check" CHECK ("checkout_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"address" jsonb,
	"zone_code" text,
	"delivery_date" date,
	"promo_code_id" integer,
	"payment_method_id" integer,
	"pending_card" jsonb,
	"provider_customer_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zip_prefixes" text[] NOT NULL,
	"zips" text[] NOT NULL,
	"time_zone" text NOT NULL,
	"delivery_weekdays" integer[] NOT NULL,
	"cutoff_days_before" integer NOT NULL,
	"cutoff_local_time" text DEFAULT '19:00' NOT NULL,
	"delivery_fee_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_zones_cutoff_days_check" CHECK ("delivery_zones"."cutoff_days_before" between 1 and 14),
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "zone_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zone_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_item_type_item_id_pk" PRIMARY KEY("order_id","item_type","item_id"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"status" text NOT NULL,
	"delivery_date" date NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"zone_code" text NOT NULL,
	"address" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"credits_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"min_order_cents" integer NOT NULL,
	"free_delivery_min_cents" integer NOT NULL,
	"promo_code_id" integer,
	"payment_method_id" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('scheduled', 'skipped', 'finalized', 'paid', 'payment_failed', 'delivered', 'canceled')),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."subtotal_cents" and "orders"."delivery_fee_cents" >= 0 and "orders"."credits_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents" - "orders"."credits_cents")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"deliveries_left" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_redemptions_left_check" CHECK ("promo_redemptions"."deliveries_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"zone_code" text NOT NULL,
	"delivery_weekday" integer NOT NULL,
	"address" jsonb NOT NULL,
	"payment_method_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'paused', 'canceled')),
	CONSTRAINT "subscriptions_weekday_check" CHECK ("subscriptions"."delivery_weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"token" text NOT NULL,
	"provider_customer_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_methods_provider_check" CHECK ("payment_methods"."provider" in ('test', 'stripe')),
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_customer_id_checkouts_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."checkouts"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_zone_code_delivery_zones_code_fk" FOREIGN KEY ("zone_code") REFERENCES "public"."delivery_zones"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_code_delivery_zones_code_fk" FOREIGN KEY ("zone_code") REFERENCES "public"."delivery_zones"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_zone_code_delivery_zones_code_fk" FOREIGN KEY ("zone_code") REFERENCES "public"."delivery_zones"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zone_waitlist_email_zip_key" ON "zone_waitlist" USING btree (lower("email"),"zip");--> statement-breakpoint
CREATE INDEX "zone_waitlist_zip_idx" ON "zone_waitlist" USING btree ("zip");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_date_key" ON "orders" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_key" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_status_cutoff_idx" ON "orders" USING btree ("status","cutoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_customer_key" ON "promo_redemptions" USING btree ("promo_code_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_customer_key" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_methods_customer_idx" ON "payment_methods" USING btree ("customer_id");