ALTER TABLE "checkout_lines" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reason" text;