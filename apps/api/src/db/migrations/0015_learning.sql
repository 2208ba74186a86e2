CREATE TABLE "delivery_ratings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"reasons" text[] NOT NULL,
	"comment" text NOT NULL,
	"worth" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_ratings_stars_check" CHECK ("delivery_ratings"."stars" between 1 and 5),
	CONSTRAINT "delivery_ratings_reasons_check" CHECK ("delivery_ratings"."reasons" <@ array['late', 'damaged', 'warm', 'missing_items', 'not_fresh']::text[]),
	CONSTRAINT "delivery_ratings_worth_check" CHECK ("delivery_ratings"."worth" is null or "delivery_ratings"."worth" in ('worth_it', 'about_right', 'not_worth_it'))
);
--> statement-breakpoint
CREATE TABLE "item_ratings" (
	"customer_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_ratings_customer_id_item_type_item_id_pk" PRIMARY KEY("customer_id","item_type","item_id"),
	CONSTRAINT "item_ratings_rating_check" CHECK ("item_ratings"."rating" in (1, -1)),
	CONSTRAINT "item_ratings_type_check" CHECK ("item_ratings"."item_type" in ('product', 'pairing'))
);
--> statement-breakpoint
CREATE TABLE "problem_report_lines" (
	"report_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"problem" text NOT NULL,
	"credited_cents" integer NOT NULL,
	CONSTRAINT "problem_report_lines_problem_check" CHECK ("problem_report_lines"."problem" in ('missing', 'damaged', 'spoiled', 'warm', 'quality')),
	CONSTRAINT "problem_report_lines_credited_check" CHECK ("problem_report_lines"."credited_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"comment" text NOT NULL,
	"credited_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_reports_credited_check" CHECK ("problem_reports"."credited_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_ratings" ADD CONSTRAINT "delivery_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_ratings" ADD CONSTRAINT "delivery_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_report_lines" ADD CONSTRAINT "problem_report_lines_report_id_problem_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_report_lines" ADD CONSTRAINT "problem_report_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_ratings_customer_updated_idx" ON "item_ratings" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_report_lines_order_item_key" ON "problem_report_lines" USING btree ("order_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "problem_report_lines_report_idx" ON "problem_report_lines" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "problem_reports_order_idx" ON "problem_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "problem_reports_customer_created_idx" ON "problem_reports" USING btree ("customer_id","created_at");