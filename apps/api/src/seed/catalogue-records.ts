// The shape of the catalogue's data files (data/products.json, pairings.json, occasion-options.json), written by
// apps/api/catalogue-data/generate.ts and checked when the seeder reads them.
import { ContentType, Nutrition, Occasion } from '@larder/contracts/schemas/catalogue';
import { DIETARY_ATTRIBUTES } from '@larder/contracts/values/dietary-rules';
import { z } from 'zod';

const common = {
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Twemoji code points, e.g. '1f357'. */
  picture: z.string().regex(/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/),
  price_cents: z.number().int().positive(),
  servings: z.number().int().positive(),
  /** Room in a box, in box units (docs/decisions/191-box-capacity.md). */
  volume: z.number().int().positive(),
  /** Travels in the box's cold compartment. */
  cold: z.boolean(),
  nutrition: Nutrition,
  /** The dietary attributes the item has (the others are false). */
  contains: z.array(z.enum(DIETARY_ATTRIBUTES)),
  tags: z.array(z.number().int().positive()),
  dish_type: z.number().int().positive(),
  occasions: z.array(Occasion).min(1),
};

export const ProductRecord = z.strictObject({ ...common, ingredients: z.array(z.string().min(1)).min(1) });
export type ProductRecord = z.infer<typeof ProductRecord>;

export const PairingRecord = z.strictObject({
  ...common,
  prep_minutes: z.number().int().positive(),
  /** Product ids, main product first. */
  products: z.array(z.number().int().positive()).min(2),
  steps: z.array(z.string().min(1)).min(1),
});
export type PairingRecord = z.infer<typeof PairingRecord>;

export const OccasionOptionsRecord = z.strictObject(
  Object.fromEntries(
    Occasion.options.map((occasion) => [
      occasion,
      z.array(z.strictObject({ type: ContentType, object_id: z.number().int().positive() })),
    ]),
  ) as Record<Occasion, z.ZodArray<z.ZodObject<{ type: typeof ContentType; object_id: z.ZodNumber }>>>,
);
export type OccasionOptionsRecord = z.infer<typeof OccasionOptionsRecord>;
