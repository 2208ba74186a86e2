// Referral codes (docs/decisions/231-referrals.md): one per customer, the column's default (12 hex digits of a random
// UUID) written at sign-up; accounts made before referrals got theirs once, in migration 0030.
import { REFERRAL_CODE_PATTERN } from '@larder/contracts/values/referrals';
import { eq } from 'drizzle-orm';
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
