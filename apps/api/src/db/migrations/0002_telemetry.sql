CREATE TABLE "customer_dietary_restrictions" (
	"customer_id" integer NOT NULL,
	"dietary_id" smallint NOT NULL,
	CONSTRAINT "customer_dietary_restrictions_customer_id_dietary_id_pk" PRIMARY KEY("customer_id","dietary_id")
);
--> statement-breakpoint
CREATE TABLE "customer_dish_type_ratings" (
	"customer_id" integer NOT NULL,
	"dish_type_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_dish_type_ratings_customer_id_dish_type_id_pk" PRIMARY KEY("customer_id","dish_type_id"),
	CONSTRAINT "customer_dish_type_ratings_rating_check" CHECK ("customer_dish_type_ratings"."rating" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "customer_occasion_entity_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_occasion_entity_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_occasion_goals" (
	"customer_id" integer NOT NULL,
	"goal_id" smallint NOT NULL,
	CONSTRAINT "customer_occasion_goals_customer_id_goal_id_pk" PRIMARY KEY("customer_id","goal_id")
);
--> statement-breakpoint
CREATE TABLE "customer_quizzes" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"household_size" smallint NOT NULL,
	"num_adults" smallint,
	"num_young_children" smallint,
	"num_older_children" smallint,
	"weekly_grocery_spend" integer,
	"meals" text[] DEFAULT '{}'::text[] NOT NULL,
	"snacks" text[] DEFAULT '{}'::text[] NOT NULL,
	"breakfast_frequency" smallint,
	"lunch_frequency" smallint,
	"dinner_frequency" smallint,
	"snack_frequency" smallint,
	"sweets_frequency" smallint,
	"fruit_frequency" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_quizzes_household_size_check" CHECK ("customer_quizzes"."household_size" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "customer_tag_preferences" (
	"customer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"is_explicit" boolean NOT NULL,
	"preference" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tag_preferences_customer_id_tag_id_pk" PRIMARY KEY("customer_id","tag_id"),
	CONSTRAINT "customer_tag_preferences_preference_check" CHECK ("customer_tag_preferences"."preference" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"write_key" text NOT NULL,
	"message_id" text NOT NULL,
	"type" text NOT NULL,
	"event" text,
	"user_id" text,
	"anonymous_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"properties" jsonb NOT NULL,
	"context" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"logged_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service" text,
	"env" text,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"forward_pending" boolean DEFAULT false NOT NULL,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"forward_after" timestamp with time zone,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_dietary_restrictions" ADD CONSTRAINT "customer_dietary_restrictions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_dish_type_ratings" ADD CONSTRAINT "customer_dish_type_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_occasion_entity_preferences" ADD CONSTRAINT "customer_occasion_entity_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_occasion_goals" ADD CONSTRAINT "customer_occasion_goals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_quizzes" ADD CONSTRAINT "customer_quizzes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tag_preferences" ADD CONSTRAINT "customer_tag_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_occasion_entity_preferences_key" ON "customer_occasion_entity_preferences" USING btree ("customer_id","content_type","object_id");--> statement-breakpoint
CREATE INDEX "customer_occasion_entity_preferences_customer_idx" ON "customer_occasion_entity_preferences" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_events_message_key" ON "telemetry_events" USING btree ("write_key","message_id");--> statement-breakpoint
CREATE INDEX "telemetry_events_received_at_idx" ON "telemetry_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_user_id_idx" ON "telemetry_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "telemetry_logs_received_at_idx" ON "telemetry_logs" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "telemetry_logs_forward_pending_idx" ON "telemetry_logs" USING btree ("forward_after") WHERE "telemetry_logs"."forward_pending";