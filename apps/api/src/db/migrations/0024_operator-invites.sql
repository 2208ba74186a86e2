CREATE TABLE "operator_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"operator_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_invites_role_known" CHECK ("operator_invites"."role" in ('support', 'operations', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "operator_invites" ADD CONSTRAINT "operator_invites_invited_by_operators_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_invites" ADD CONSTRAINT "operator_invites_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_invites_token_hash_key" ON "operator_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_invites_email_idx" ON "operator_invites" USING btree (lower("email"));