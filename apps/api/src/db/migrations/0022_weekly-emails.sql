ALTER TABLE "customers" ADD COLUMN "cutoff_reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "rating_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_key_key" ON "email_outbox" USING btree ("key");