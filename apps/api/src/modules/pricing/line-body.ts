// A box line as checkout and orders answer it (the contracts' BoxLine): its price, its line total and, when known,
// the catalogue's servings and occasions of its item (food-facts.ts), and the learned reason the plan chose it for.
import type { BoxLine as BoxLineBody } from '@larder/contracts/schemas/checkout';
import { type FactsByKey, factsKey } from './food-facts';

export function lineBody(
  line: {
    itemType: string;
    itemId: number;
    name: string;
    picture: string;
    quantity: number;
    unitPriceCents: number;
    reason?: string | null;
  },
  facts?: FactsByKey,
): BoxLineBody {
  const known = facts?.get(factsKey(line.itemType, line.itemId));
  return {
    type: line.itemType === 'pairing' ? 'pairing' : 'product',
    id: line.itemId,
    name: line.name,
    picture: line.picture,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    line_total_cents: line.quantity * line.unitPriceCents,
    servings: known?.servings ?? 0,
    occasions: known?.occasions ?? [],
    volume: known?.volume ?? 0,
    cold: known?.cold ?? false,
    ...(line.reason ? { reason: line.reason } : {}),
  };
}
