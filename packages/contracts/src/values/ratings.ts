// Ratings and delivery feedback (issue 27; docs/decisions/190-learning.md), zod-free: the rating values, the reasons
// and problems a customer may name, the windows and the monthly credit limit, and the texts of the errors.

/** An item's rating, as tag preferences are: 1 liked, -1 disliked, 0 cleared (the row is removed). */
export const ITEM_RATINGS = [1, -1, 0] as const;
export type ItemRatingValue = (typeof ITEM_RATINGS)[number];

export const RATINGS_PAGE_SIZE = 50;
export const RATINGS_PAGE_SIZE_MAX = 500;

/** What went wrong with a delivery, as the delivery rating offers it. */
export const DELIVERY_RATING_REASONS = ['late', 'damaged', 'warm', 'missing_items', 'not_fresh'] as const;
export type DeliveryRatingReason = (typeof DELIVERY_RATING_REASONS)[number];

/** The perceived value question (`web.perceived_value_questions`). */
export const WORTH_ANSWERS = ['worth_it', 'about_right', 'not_worth_it'] as const;
export type WorthAnswer = (typeof WORTH_ANSWERS)[number];

/** A problem with one line of a delivered box. */
export const PROBLEM_KINDS = ['missing', 'damaged', 'spoiled', 'warm', 'quality'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** A delivery may be rated this many days after it was delivered. */
export const DELIVERY_RATING_WINDOW_DAYS = 14;
/** Problems with a box may be reported this many days after it was delivered. */
export const PROBLEM_REPORT_WINDOW_DAYS = 7;
/**
 * Credits a customer may get from problem reports in a calendar month (UTC), in cents: a report that would go past it
 * is refused whole (409 `credit_limit`), to be handled by support.
 */
export const PROBLEM_CREDIT_MONTHLY_LIMIT_CENTS = 10_000;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export const RatingErrorCode = {
  UnknownItem: 'unknown_item',
  FeatureOff: 'feature_off',
  NotDelivered: 'not_delivered',
  TooLate: 'too_late',
  AlreadyRated: 'already_rated',
  NotInBox: 'not_in_box',
  AlreadyReported: 'already_reported',
  CreditLimit: 'credit_limit',
  WorthOff: 'worth_not_asked',
  WithSupport: 'with_support',
} as const;

export const RatingMessage = {
  UnknownItem: 'There is no such product or recipe.',
  FeatureOff: 'Delivery ratings are not open.',
  NotDelivered: 'This box has not been delivered yet.',
  TooLate: (days: number) => `This box was delivered more than ${days} days ago.`,
  AlreadyRated: 'You have already rated this delivery.',
  NotInBox: 'These items were not in this box.',
  AlreadyReported: 'You have already reported a problem with these items.',
  CreditLimit: (leftCents: number) =>
    `This is more than we can credit this month (${leftCents} cents left). Please contact support.`,
  WorthOff: 'This question is not asked.',
  WithSupport: 'Our support team is already looking after this box. Please contact them.',
} as const;
