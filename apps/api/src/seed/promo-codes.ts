import { DEFAULT_OFFER } from '@larder/contracts/values/dynamic-configs';
import type { Db } from '../db/database';
import { promoCodes } from '../db/schema/promo-codes';

/** The default offer of the sign-up page ("... and get 40% off your first box."). */
export const DEFAULT_PROMO_CODE = DEFAULT_OFFER.code;

export async function seedPromoCodes(db: Db): Promise<void> {
  await db
    .insert(promoCodes)
    .values({
      code: DEFAULT_PROMO_CODE,
      discountEffect: DEFAULT_OFFER.discountEffect,
      percentOff: 40,
      maxDiscountCents: DEFAULT_OFFER.maxDiscountCents,
      deliveries: 1,
      startsAt: new Date('2024-01-01T00:00:00Z'),
      internalNote: 'default sign-up offer (seeded)',
    })
    .onConflictDoNothing();
}
