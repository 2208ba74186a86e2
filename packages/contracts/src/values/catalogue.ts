// Plain values of the catalogue (docs/decisions/020-food-taxonomy-and-catalogue.md): the meal occasions and what an
// option points at. No zod here; schemas/catalogue.ts builds its enums from these.

/** Meal occasions of the quiz and the catalogue, in the order the quiz asks them. */
export const OCCASIONS = ['breakfast', 'lunch', 'dinner', 'snack', 'sweet'] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** What an occasion option or entity preference points at (`type` / `content_type` of the API). */
export const CONTENT_TYPES = ['product', 'pairing'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
