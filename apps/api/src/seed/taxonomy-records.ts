// The shape of the taxonomy's data files (data/tags.json, data/dish-types.json), checked when the seeder reads them.
import { Occasion } from '@larder/contracts/schemas/catalogue';
import { TagGroup } from '@larder/contracts/schemas/quiz-options';
import { z } from 'zod';

const picture = z.string().regex(/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/);

export const TagRecord = z.strictObject({
  id: z.number().int().positive(),
  group: TagGroup,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().nullable(),
  picture: picture.nullable(),
  parent_id: z.number().int().positive().nullable(),
});
export type TagRecord = z.infer<typeof TagRecord>;

export const DishTypeRecord = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  picture: picture.nullable(),
  occasions: z.array(Occasion),
});
export type DishTypeRecord = z.infer<typeof DishTypeRecord>;
