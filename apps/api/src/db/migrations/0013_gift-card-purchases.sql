-- Issue 26 (hand-written): a gift card purchase is written pending, with the card to charge and the digest of its
-- request, before the provider charges it; a refused card refund is kept, marked refused, so its key is never reused.
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_status_check";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('pending', 'active', 'redeemed', 'void', 'failed'));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "card_exp_month" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "card_exp_year" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "card_provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_pending_card_check" CHECK ("gift_cards"."status" <> 'pending' or "gift_cards"."card_token" is not null);--> statement-breakpoint
CREATE INDEX "gift_cards_pending_idx" ON "gift_cards" USING btree ("created_at") WHERE "gift_cards"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refused_check" CHECK ("refunds"."refused_at" is null or "refunds"."provider_refund_id" is null);
