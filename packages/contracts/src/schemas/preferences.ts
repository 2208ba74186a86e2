// The customer's food preferences written by the quiz save (docs/decisions/030-quiz-and-preference-save.md): tag
// preferences, dietary restrictions, dish type ratings, occasion goals and occasion entity preferences. GET on each
// path answers the customer's current records in the shape the write takes, so the client can send only what
// differs.
import { z } from 'zod';
import { OCCASION_PREFERENCES_PAGE_SIZE } from '../values/limits';
import { ContentType } from './catalogue';
import { Int4, RowId } from './ids';
import { wholeNumberParam } from './query-params';

/** How many entries one write may carry. */
export const PREFERENCES_WRITE_MAX = 1000;

const id = RowId;
const customerId = Int4;

/** Tag preference: 1 liked, -1 disliked, 0 removed (the row is deleted). */
export const TagPreferenceEntry = z.object({
  customer_id: customerId,
  tag: id,
  is_explicit: z.boolean(),
  preference: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
});
export type TagPreferenceEntry = z.infer<typeof TagPreferenceEntry>;
export const TagPreferencesPatch = z.array(TagPreferenceEntry).max(PREFERENCES_WRITE_MAX);
/** Stored preferences only (a 0 is never stored). */
export const TagPreferenceList = z.array(TagPreferenceEntry);
export type TagPreferenceList = z.infer<typeof TagPreferenceList>;

/** Dietary restriction entry: `selected: false` removes it. */
export const DietaryRestrictionEntry = z.object({ id, selected: z.boolean() });
export type DietaryRestrictionEntry = z.infer<typeof DietaryRestrictionEntry>;
export const DietaryRestrictions = z.object({
  dietary_restrictions: z.array(DietaryRestrictionEntry).max(PREFERENCES_WRITE_MAX),
});
export type DietaryRestrictions = z.infer<typeof DietaryRestrictions>;

/** Dish type rating: 1 wanted, 0 not wanted. */
export const DishTypeRatingEntry = z.object({
  customer_id: customerId,
  dish_type: id,
  rating: z.union([z.literal(1), z.literal(0)]),
});
export type DishTypeRatingEntry = z.infer<typeof DishTypeRatingEntry>;
export const DishTypeRatingsPatch = z.array(DishTypeRatingEntry).max(PREFERENCES_WRITE_MAX);
export const DishTypeRatingList = z.array(DishTypeRatingEntry);
export type DishTypeRatingList = z.infer<typeof DishTypeRatingList>;

/** Occasion goals: PUT replaces the whole set. */
export const OccasionGoals = z.object({ occasion_goals: z.array(z.object({ id })).max(PREFERENCES_WRITE_MAX) });
export type OccasionGoals = z.infer<typeof OccasionGoals>;

/** Occasion entity preference: a liked product or pairing, as the occasion options name it. */
export const OccasionEntityPreferenceInput = z.object({
  object_id: id,
  /** The occasion option's `type`: product or pairing. */
  content_type: ContentType,
});
export type OccasionEntityPreferenceInput = z.infer<typeof OccasionEntityPreferenceInput>;
export const OccasionEntityPreference = OccasionEntityPreferenceInput.extend({ id: z.number().int() });
export type OccasionEntityPreference = z.infer<typeof OccasionEntityPreference>;
/** PATCH adds the entries not stored yet (existing ones are kept as they are) and answers them all. */
export const OccasionEntityPreferencesPatch = z.array(OccasionEntityPreferenceInput).max(PREFERENCES_WRITE_MAX);
export const OccasionEntityPreferenceList = z.array(OccasionEntityPreference);

export const OCCASION_ENTITY_PREFERENCES_MAX_OFFSET = 1_000_000;
export const OccasionEntityPreferenceQuery = z.object({
  limit: wholeNumberParam(1, OCCASION_PREFERENCES_PAGE_SIZE, OCCASION_PREFERENCES_PAGE_SIZE),
  offset: wholeNumberParam(0, OCCASION_ENTITY_PREFERENCES_MAX_OFFSET, 0),
});
export type OccasionEntityPreferenceQuery = z.input<typeof OccasionEntityPreferenceQuery>;

/** A page of preferences, as Django REST framework's limit/offset pagination answers it (oldest first). */
export const OccasionEntityPreferencePage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: OccasionEntityPreferenceList,
});
export type OccasionEntityPreferencePage = z.infer<typeof OccasionEntityPreferencePage>;

/** Row ids are positive int4: anything else (0, 2^31, 2^32) names no row and is refused with 400. */
export const BulkDeleteRequest = z.object({ ids: z.array(id).min(1).max(PREFERENCES_WRITE_MAX) });
export type BulkDeleteRequest = z.infer<typeof BulkDeleteRequest>;
/** How many of the customer's own rows were deleted (ids of other customers' rows, or unknown ids, count 0). */
export const BulkDeleteResult = z.object({ deleted: z.number().int() });

/** Error codes of these endpoints; 400 bodies for unknown ids also carry `ids`, the offending values. */
export const PreferenceErrorCode = {
  UnknownTags: 'unknown_tags',
  UnknownDishTypes: 'unknown_dish_types',
  UnknownDietaryRestrictions: 'unknown_dietary_restrictions',
  UnknownOccasionGoals: 'unknown_occasion_goals',
  UnknownOccasionEntities: 'unknown_occasion_entities',
  NotYourRecord: 'permission_denied',
  QuizExists: 'quiz_exists',
  QuizMissing: 'not_found',
} as const;

export const PreferenceMessage = {
  NotYourRecord: 'You do not have permission to perform this action.',
  QuizExists: 'A quiz already exists for this customer; use PATCH.',
  QuizMissing: 'No quiz exists for this customer yet; use POST.',
  unknownIds: (what: string, ids: readonly (number | string)[]) => `Unknown ${what}: ${ids.join(', ')}.`,
} as const;
