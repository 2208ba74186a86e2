// Plain values of the weekly subscription (issue 16): limits, error codes, the cancel reasons and the texts of the
// API's answers. Zod-free, so the pages can use them cheaply.

/** Weeks a subscription may be paused for at once. */
export const PAUSE_WEEKS_MAX = 4;
/** The customer's own words when canceling. */
export const CANCEL_NOTE_MAX_LENGTH = 500;
/** Orders per page of the order history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;
/** Items checked against the hard rules at once (a page of the shop). */
export const RULE_CHECK_ITEMS_MAX = 100;

export const SubscriptionErrorCode = {
  PastCutoff: 'past_cutoff',
  WrongState: 'wrong_state',
  BreaksRules: 'breaks_rules',
  NoSubscription: 'no_subscription',
  DayUnavailable: 'day_unavailable',
  NoAlternative: 'no_alternative',
  NotInBox: 'not_in_box',
} as const;

/** Why a customer cancels, in the order the cancel form lists them. */
export const CANCEL_REASONS = [
  'too_expensive',
  'too_much_food',
  'not_enough_variety',
  'delivery_problems',
  'quality',
  'moving',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  too_expensive: 'It costs more than I want to spend',
  too_much_food: 'I get more food than I can eat',
  not_enough_variety: 'Not enough variety',
  delivery_problems: 'Problems with deliveries',
  quality: 'The food wasn’t what I hoped',
  moving: 'I’m moving or traveling',
  other: 'Something else',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** 0 = Sunday … 6 = Saturday. */
export const weekdayName = (weekday: number): string => WEEKDAYS[weekday] ?? '';

export const SubscriptionMessage = {
  /** `cutoffLabel`: "Edit until Mon, Nov 30, 7:00 PM ET". */
  pastCutoff: (cutoffLabel: string) =>
    `This box is locked: changes were possible until ${cutoffLabel.replace(/^Edit until /, '')}.`,
  wrongState: (status: string) => `This box is ${status.replace('_', ' ')}, so it can't be changed that way.`,
  BreaksRules: 'This item goes against your food preferences. Confirm to add it anyway.',
  NoSubscription: 'You have no weekly deliveries yet.',
  subscriptionState: (status: string) => `Your subscription is ${status}, so it can't be changed that way.`,
  dayUnavailable: (days: string) => `We deliver to your address on ${days}. Choose one of those days.`,
  PausedDayChange: 'Resume your deliveries before changing the delivery day.',
  PausedWeek: 'This week is inside your pause. Resume your deliveries to get this box.',
  PausedZoneChange: 'Resume your deliveries before moving them to an address in another delivery area.',
  NoAlternative: 'Nothing else fits your preferences in place of this item.',
  NotInBox: 'That item is not in this box.',
  ItemUnavailable: 'This item is no longer available.',
  BoxFull: 'Your box is full. Remove an item to add another.',
} as const;
