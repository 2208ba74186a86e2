CREATE TABLE "experiment_exposures" (
	"experiment_key" text NOT NULL,
	"anonymous_id" text NOT NULL,
	"variation" text NOT NULL,
	"first_exposed_at" timestamp with time zone NOT NULL,
	"customer_id" integer,
	CONSTRAINT "experiment_exposures_experiment_key_anonymous_id_pk" PRIMARY KEY("experiment_key","anonymous_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hypothesis" text NOT NULL,
	"metric" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"winner" text,
	"variations" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "experiments_status_check" CHECK ("experiments"."status" in ('draft', 'running', 'stopped')),
	CONSTRAINT "experiments_metric_check" CHECK ("experiments"."metric" in ('signup', 'first_order', 'order_value', 'addon_rate'))
);
--> statement-breakpoint
CREATE TABLE "visitor_links" (
	"anonymous_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visitor_links_anonymous_id_customer_id_pk" PRIMARY KEY("anonymous_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_links" ADD CONSTRAINT "visitor_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_links_customer_idx" ON "visitor_links" USING btree ("customer_id","linked_at");