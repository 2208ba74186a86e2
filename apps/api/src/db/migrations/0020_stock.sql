CREATE TABLE "order_substitutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_substitutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_type" text NOT NULL,
	"from_id" integer NOT NULL,
	"from_name" text NOT NULL,
	"from_unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"to_type" text,
	"to_id" integer,
	"to_name" text,
	"to_unit_price_cents" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_availability" (
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_availability_item_type_item_id_delivery_date_pk" PRIMARY KEY("item_type","item_id","delivery_date"),
	CONSTRAINT "stock_availability_item_type_check" CHECK ("stock_availability"."item_type" in ('product', 'pairing')),
	CONSTRAINT "stock_availability_kind_check" CHECK ("stock_availability"."kind" in ('off', 'count')),
	CONSTRAINT "stock_availability_count_check" CHECK (("stock_availability"."kind" = 'count' and "stock_availability"."count" >= 0) or ("stock_availability"."kind" = 'off' and "stock_availability"."count" is null))
);
--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_substitutions_order_idx" ON "order_substitutions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_availability_date_idx" ON "stock_availability" USING btree ("delivery_date");