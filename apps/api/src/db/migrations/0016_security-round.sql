-- Issue 29 (security, second round).
-- Percentage codes carry a cap; the seeded sign-up offer is 40% off up to $80.
ALTER TABLE "promo_codes" ADD COLUMN "max_discount_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_max_discount_positive" CHECK ("promo_codes"."max_discount_cents" > 0);--> statement-breakpoint
UPDATE "promo_codes" SET "max_discount_cents" = 8000 WHERE lower("code") = 'free40' AND "percent_off" IS NOT NULL AND "max_discount_cents" IS NULL;--> statement-breakpoint
-- A card's fingerprint (the test provider's hash of the number, Stripe's card fingerprint): one card across accounts.
ALTER TABLE "payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "payment_methods_fingerprint_idx" ON "payment_methods" USING btree ("fingerprint");--> statement-breakpoint
-- Every first order's household (its card and its normalised delivery address): the new-customer offer is one per household.
CREATE TABLE "first_order_households" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"card_fingerprint" text,
	"address_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_order_households" ADD CONSTRAINT "first_order_households_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_order_households" ADD CONSTRAINT "first_order_households_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_order_households_card_idx" ON "first_order_households" USING btree ("card_fingerprint");--> statement-breakpoint
CREATE INDEX "first_order_households_address_idx" ON "first_order_households" USING btree ("address_key");
