ALTER TABLE "checkouts" ADD COLUMN "free_gift_product_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_gift_product_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "free_gift_product_id" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_free_gift_product_id_products_id_fk" FOREIGN KEY ("free_gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_free_gift_product_id_products_id_fk" FOREIGN KEY ("free_gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_free_gift_product_id_products_id_fk" FOREIGN KEY ("free_gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;