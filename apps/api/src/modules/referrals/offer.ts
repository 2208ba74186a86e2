// The friend's offer as the order carries it (docs/decisions/231-referrals.md): a promo code row `REFERRAL-<cents>`,
// inactive (nobody can enter it), one delivery, so the order's discount, its repricing and its redemption are the
// new-customer offer's machinery. Found or made in the placing transaction, never by a read.

import { formatCents } from '@larder/contracts/values/money';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { promoCodes } from '../../db/schema/promo-codes';

export const referralPromoCode = (cents: number) => `REFERRAL-${cents}`;

export async function referralPromo(tx: DbOrTx, cents: number) {
  const code = referralPromoCode(cents);
  await tx
    .insert(promoCodes)
    .values({
      code,
      discountEffect: `get ${formatCents(cents)} off your first box`,
      amountOffCents: cents,
      deliveries: 1,
      active: false,
      internalNote: 'The friend’s referral offer (issue 41): applied by the checkout, never entered.',
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(eq(sql`lower(${promoCodes.code})`, code.toLowerCase()));
  if (!row) throw new Error(`promo ${code} missing`);
  return row;
}
