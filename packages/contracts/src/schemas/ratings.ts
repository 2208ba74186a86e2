// Ratings of products and recipes, the delivery rating and problem reports (issue 27; docs/decisions/190-learning.md):
// the requests and answers of PUT/GET /api/v2/customers/self/ratings/, POST /api/v2/orders/:id/rating/ and
// POST /api/v2/orders/:id/issues/.
import { z } from 'zod';
import {
  DELIVERY_RATING_REASONS,
  FEEDBACK_COMMENT_MAX_LENGTH,
  ITEM_RATINGS,
  PROBLEM_KINDS,
  RATINGS_PAGE_SIZE,
  RATINGS_PAGE_SIZE_MAX,
  WORTH_ANSWERS,
} from '../values/ratings';
import { ContentType } from './catalogue';
import { freeText } from './free-text';
import { RowId } from './ids';
import { wholeNumberParam } from './query-params';

const rating = z.union(
  ITEM_RATINGS.map((value) => z.literal(value)) as [z.ZodLiteral<1>, z.ZodLiteral<-1>, z.ZodLiteral<0>],
);

export const ItemRatingUpdate = z.strictObject({ content_type: ContentType, object_id: RowId, rating });
export type ItemRatingUpdate = z.infer<typeof ItemRatingUpdate>;

export const ItemRating = z.object({
  content_type: ContentType,
  object_id: z.number().int(),
  /** 1 liked or -1 disliked (a cleared rating is not listed). */
  rating: z.number().int(),
  updated_at: z.string(),
});
export type ItemRating = z.infer<typeof ItemRating>;

export const ItemRatingQuery = z.object({
  limit: wholeNumberParam(1, RATINGS_PAGE_SIZE_MAX, RATINGS_PAGE_SIZE),
  offset: wholeNumberParam(0, 1_000_000, 0),
});

/** The customer's ratings, newest first, as Django REST framework's limit/offset pagination answers them. */
export const ItemRatingPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ItemRating),
});
export type ItemRatingPage = z.infer<typeof ItemRatingPage>;

// The shared text rule (issue 44: a NUL byte was a 500, bell and escape were stored); a comment may have lines.
const comment = freeText({ max: FEEDBACK_COMMENT_MAX_LENGTH, lineBreaks: true });

export const DeliveryRatingRequest = z.strictObject({
  stars: z.number().int().min(1).max(5),
  reasons: z.array(z.enum(DELIVERY_RATING_REASONS)).max(DELIVERY_RATING_REASONS.length),
  comment: comment.optional(),
  /** Only while `web.perceived_value_questions` is on. */
  worth: z.enum(WORTH_ANSWERS).optional(),
});
export type DeliveryRatingRequest = z.infer<typeof DeliveryRatingRequest>;

export const DeliveryRating = z.object({
  order_id: z.number().int(),
  stars: z.number().int(),
  reasons: z.array(z.enum(DELIVERY_RATING_REASONS)),
  comment: z.string(),
  worth: z.enum(WORTH_ANSWERS).nullable(),
  created_at: z.string(),
});
export type DeliveryRating = z.infer<typeof DeliveryRating>;

export const ProblemLineRequest = z.strictObject({
  content_type: ContentType,
  object_id: RowId,
  problem: z.enum(PROBLEM_KINDS),
});

export const ProblemReportRequest = z.strictObject({
  lines: z.array(ProblemLineRequest).min(1).max(100),
  comment: comment.optional(),
});
export type ProblemReportRequest = z.infer<typeof ProblemReportRequest>;

export const ProblemReport = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  lines: z.array(
    z.object({
      content_type: ContentType,
      object_id: z.number().int(),
      name: z.string(),
      problem: z.enum(PROBLEM_KINDS),
      credited_cents: z.number().int(),
    }),
  ),
  comment: z.string(),
  credited_cents: z.number().int(),
  created_at: z.string(),
});
export type ProblemReport = z.infer<typeof ProblemReport>;
