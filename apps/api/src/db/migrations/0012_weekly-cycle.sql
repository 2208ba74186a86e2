ALTER TABLE "orders" ADD COLUMN "idempotency_digest" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_processing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_errors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "not_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "not_delivered_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "weeks_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_status_delivery_idx" ON "orders" USING btree ("status","delivery_date");--> statement-breakpoint
-- A promo's deliveries now count down when a discounted delivery is paid, not when its week is made: what is left
-- is the code's deliveries less those already paid.
UPDATE "promo_redemptions" AS r
SET "deliveries_left" = greatest(0, p."deliveries" - (
  SELECT count(*)::int FROM "orders" AS o
  WHERE o."customer_id" = r."customer_id" AND o."promo_code_id" = r."promo_code_id" AND o."status" IN ('paid', 'delivered')
))
FROM "promo_codes" AS p
WHERE p."id" = r."promo_code_id";
