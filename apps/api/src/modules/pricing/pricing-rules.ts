// The dynamic configs of pricing (minimum order, delivery fee, free-delivery threshold), each falling back to its
// seeded default. Read one after another: `db` may be a transaction, whose one connection takes one query at a time.
import { CheckoutConfigKey } from '@larder/contracts/values/checkout';
import type { DbOrTx } from '../../db/database';
import { CONFIG_KEY_DEFAULTS } from '../configs/config-defaults';
import { getConfigValue } from '../configs/repository';
import type { PricingRules } from './pricing';

export async function readPricingRules(db: DbOrTx): Promise<PricingRules> {
  const read = async (key: keyof typeof CONFIG_KEY_DEFAULTS) => {
    const value = await getConfigValue(db, key);
    return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : Number(CONFIG_KEY_DEFAULTS[key]);
  };
  const minOrderCents = await read(CheckoutConfigKey.MinOrderCents);
  const deliveryFeeCents = await read(CheckoutConfigKey.DeliveryFeeCents);
  const freeDeliveryMinCents = await read(CheckoutConfigKey.FreeDeliveryMinCents);
  return { minOrderCents, deliveryFeeCents, freeDeliveryMinCents };
}

/** The configured fee, for zones without their own. */
export async function readDefaultDeliveryFee(db: DbOrTx): Promise<number> {
  return (await readPricingRules(db)).deliveryFeeCents;
}
