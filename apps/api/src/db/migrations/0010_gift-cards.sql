CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"code_digest" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"purchaser_name" text,
	"purchaser_email" text,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"deliver_on" date,
	"delivered_at" timestamp with time zone,
	"purchase_key" text,
	"charge_id" text,
	"redeemed_by_customer_id" integer,
	"redeemed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount_cents" > 0),
	CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('active', 'redeemed', 'void')),
	CONSTRAINT "gift_cards_source_check" CHECK ("gift_cards"."source" in ('purchase', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_customer_id_customers_id_fk" FOREIGN KEY ("redeemed_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_digest_key" ON "gift_cards" USING btree ("code_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchase_key" ON "gift_cards" USING btree ("purchase_key");--> statement-breakpoint
CREATE INDEX "gift_cards_delivery_idx" ON "gift_cards" USING btree ("deliver_on","delivered_at");