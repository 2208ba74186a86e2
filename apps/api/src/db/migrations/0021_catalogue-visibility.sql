ALTER TABLE "pairings" ADD COLUMN "picture_alt" text;--> statement-breakpoint
ALTER TABLE "pairings" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_alt" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;