ALTER TABLE "pairings" ADD COLUMN "volume" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pairings" ADD COLUMN "cold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "volume" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pairings" ADD CONSTRAINT "pairings_volume_check" CHECK ("pairings"."volume" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_volume_check" CHECK ("products"."volume" > 0);