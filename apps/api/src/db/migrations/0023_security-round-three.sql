ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
-- A session started after its operator's authenticator was confirmed gave a code to start.
UPDATE "operator_sessions" SET "second_factor_at" = "operator_sessions"."created_at" FROM "operators" WHERE "operators"."id" = "operator_sessions"."operator_id" AND "operators"."totp_enabled_at" IS NOT NULL AND "operators"."totp_enabled_at" <= "operator_sessions"."created_at";--> statement-breakpoint
CREATE INDEX "refunds_request_key_idx" ON "refunds" USING btree ("request_key");--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "totp_pending_secret";