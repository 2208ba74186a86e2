// Referral codes (docs/decisions/231-referrals.md): one per customer, the column's default (12 hex digits of a random
// UUID) written at sign-up; accounts made before referrals get theirs from `backfillCodes` at start-up, one idempotent
// statement that several processes may run at once.
import { REFERRAL_CODE_PATTERN } from '@larder/contracts/values/referrals';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { referralCodes } from '../../db/schema/referrals';

/** Gives the customer a code unless they have one; call in the sign-up's transaction. */
export async function ensureCode(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.insert(referralCodes).values({ customerId }).onConflictDoNothing();
}

export async function codeOf(db: DbOrTx, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.customerId, customerId));
  return row?.code;
}

/** The customer whose code this is; undefined for a malformed or unknown code. */
export async function referrerOf(db: DbOrTx, code: string | undefined): Promise<number | undefined> {
  if (code === undefined || !REFERRAL_CODE_PATTERN.test(code)) return undefined;
  const [row] = await db
    .select({ customerId: referralCodes.customerId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.customerId;
}

/** Codes for every customer without one (start-up). */
export async function backfillCodes(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`insert into referral_codes (customer_id) select id from customers c where not exists (select 1 from referral_codes r where r.customer_id = c.id) on conflict do nothing`,
  );
}
