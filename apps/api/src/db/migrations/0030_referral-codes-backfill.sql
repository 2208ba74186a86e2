-- Accounts made before referrals (migration 0026) get their referral code once, here; every later account gets its
-- code in its sign-up's transaction (modules/referrals/codes.ts, ensureCode). Idempotent: a customer who has a code
-- keeps it.
INSERT INTO "referral_codes" ("customer_id")
SELECT "c"."id" FROM "customers" "c"
WHERE NOT EXISTS (SELECT 1 FROM "referral_codes" "r" WHERE "r"."customer_id" = "c"."id")
ON CONFLICT DO NOTHING;
