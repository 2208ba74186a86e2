// Every text of the account home's subscription: the weeks, the box editor, the shop, the subscription's settings,
// the orders, the credits and the card.
import type { OrderStatus, SkipReason } from '@larder/contracts/schemas/checkout';
import { TotalsText } from '../../../ui/totals-text';

export const WeekStatusText: Record<OrderStatus, string> = {
  scheduled: 'Scheduled',
  skipped: 'Skipped',
  finalized: 'Locked',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

/** A skipped week says why: a pause reads "Paused". */
export const SkipReasonText: Record<SkipReason, string> = {
  customer: 'Skipped',
  paused: 'Paused',
  canceled: 'Canceled',
  empty: 'Skipped: empty box',
  below_minimum: 'Skipped: below the minimum',
};

export const DeliveriesText = {
  /** The next charge, under the next delivery: when the card is charged and how much, after credits. */
  nextCharge: (amount: string, day: string, credits: string | null) =>
    `Next charge: ${amount} on ${day}${credits ? ` (after ${credits} in credits)` : ''}`,
  NextHeading: 'Your next delivery',
  ComingUp: 'Coming up',
  Recent: 'Past deliveries',
  Skip: 'Skip this week',
  Unskip: 'Get this box',
  EditBox: 'Edit box',
  EditingHeading: (label: string) => `Your box for ${label}`,
  skipped: (label: string) => `Skipped ${label}. We won't deliver or charge that week.`,
  unskipped: (label: string) => `Your box for ${label} is back on.`,
  Failed: "We couldn't change that box. Try again.",
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  timeLeft: (ms: number) => {
    const hours = Math.floor(ms / 3_600_000);
    if (hours >= 48) return `${Math.floor(hours / 24)} days left`;
    if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
    const minutes = Math.max(1, Math.floor(ms / 60_000));
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  },
} as const;

export const BoxText = {
  SpaceHeading: 'Room in your box',
  SpaceUnits: 'Box space',
  SpaceCold: 'Cold space',
  spaceOf: (used: number, limit: number) => `${used} of ${limit} units`,
  SpaceFull: 'Your box is full.',
  /** Beside a + (or the shop's Add) the box's room disabled: the issue's words (issue 39). */
  FullForThis: 'Your box is full: remove something to add this',
  Decrease: (name: string) => `One less ${name}`,
  Increase: (name: string) => `One more ${name}`,
  Remove: 'Remove',
  RemoveLabel: (name: string) => `Remove ${name}`,
  Swap: 'Swap',
  SwapLabel: (name: string) => `Swap ${name} for something else`,
  quantity: (quantity: number) => `Quantity ${quantity}`,
  AddItems: 'Add items',
  freeGift: (price: string) => `Your free gift · ${price}`,
  ...TotalsText,
  Empty: 'This box is empty. Add items, or it will be skipped at the cutoff.',
  belowMinimum: (minimum: string) => `Boxes start at ${minimum}. Add a little more, or this week will be skipped.`,
  removed: (name: string) => `Removed ${name}.`,
  swapped: (from: string, to: string) => `Swapped ${from} for ${to}.`,
  added: (name: string) => `Added ${name} to your box.`,
  Updated: 'Your box is updated.',
} as const;

export const ShopText = {
  Title: 'Add to your box',
  Search: 'Search the shop',
  Kind: 'Show',
  Products: 'Groceries',
  Recipes: 'Recipes',
  Occasion: 'For',
  AnyOccasion: 'Any time',
  Add: 'Add',
  AddLabel: (name: string) => `Add ${name}`,
  InBox: 'In your box',
  BreaksRules: 'Not in your preferences',
  ConfirmTitle: 'Add it anyway?',
  confirmBody: (name: string) =>
    `${name} goes against the food preferences you told us about. Add it to this box anyway?`,
  ConfirmAdd: 'Add anyway',
  KeepLooking: 'Keep looking',
  NoResults: 'Nothing matches. Try another search.',
  Loading: 'Loading the shop…',
  Failed: "We couldn't load the shop. Try again.",
  Close: 'Done',
  results: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

export const ManageText = {
  Heading: 'Your subscription',
  DeliveryDay: 'Delivery day',
  ChangeDay: 'Change day',
  dayChanged: (day: string) => `Your boxes now arrive on ${day}s.`,
  PauseWeeks: 'Pause for',
  weeks: (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`,
  Pause: 'Pause deliveries',
  paused: (until: string) => `Paused. Your next box comes the week of ${until}.`,
  pausedUntil: (until: string) => `Paused until ${until}.`,
  Resume: 'Resume deliveries',
  Resumed: 'Your deliveries are back on.',
  Cancel: 'Cancel subscription',
  CancelTitle: 'Before you go',
  PauseInstead: 'Need a break instead? Pause your deliveries for up to 4 weeks and come back when you’re ready.',
  PauseOffer: 'Pause instead',
  ContinueCancel: 'Continue to cancel',
  ReasonTitle: 'Why are you canceling?',
  Reason: 'Reason',
  ReasonRequired: 'Choose a reason',
  Note: 'Anything else you’d like to tell us? (optional)',
  ConfirmCancel: 'Cancel subscription',
  KeepSubscription: 'Keep my subscription',
  Canceled: 'Your subscription is canceled. Boxes already locked still arrive.',
  CanceledState: 'Your subscription is canceled. Boxes already locked still arrive; nothing more is charged.',
  Reactivate: 'Reactivate subscription',
  Reactivated: 'Welcome back! Your deliveries start again with the next open week.',
  Failed: "We couldn't make that change. Try again.",
  DeliveringTo: 'Delivering to',
  ChangeAddress: 'Change address',
  AddressTitle: 'Where should we deliver?',
  SaveAddress: 'Save address',
  AddressSaved: 'Your boxes go to the new address from the next open week.',
  Card: 'Payment method',
} as const;

export const OrdersText = {
  Heading: 'Your orders',
  None: 'No orders yet.',
  order: (id: number) => `Order #${id}`,
  Receipt: 'Receipt',
  Previous: 'Newer',
  Next: 'Older',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  Refunded: 'Refunded',
  PaidWith: 'Paid with',
  CardOnFile: 'Charged at the cutoff to',
  freeGift: (name: string) => `1 × ${name} (your free gift)`,
} as const;

export const CreditsText = {
  Heading: 'Credits',
  balance: (amount: string) => `Balance: ${amount}`,
  Explainer: 'Credits pay for your boxes before your card is charged.',
  None: 'No credits yet. Redeem a gift card to add some.',
  Kinds: {
    gift_card: 'Gift card',
    refund: 'Refund',
    spent: 'Used for a box',
    returned: 'Returned from a canceled box',
    adjustment: 'Adjustment',
    problem: 'Credit for a problem',
  },
  /** A problem report's credit names the item and what was wrong (the entry's note: `Chili Crisp: damaged`). */
  problem: (note: string) => `Credit for ${note}`,
} as const;

export const CardText = {
  BannerTitle: 'Your payment didn’t go through',
  banner: (label: string, reason: string) =>
    `We couldn’t charge your card for the box on ${label}. ${reason} Update your card and we’ll try again right away.`,
  UpdateCard: 'Update card',
  Title: 'Update your card',
  Save: 'Save card',
  Saved: 'Your card is updated.',
  Paid: 'Your card is updated and your box is paid.',
  Failed: "We couldn't save that card. Try again.",
} as const;

/** The delivery rating module (`web.delivery_rating_module`) and the perceived value question (issue 27). */
export const DeliveryRatingText = {
  Heading: 'How was your box?',
  /** The rating's region, one per past box: named by its box, so each landmark is told apart (axe landmark-unique). */
  region: (label: string) => `How was your box of ${label}?`,
  intro: (label: string) => `Tell us how your delivery of ${label} went. It helps us make your next boxes better.`,
  Stars: 'Your rating',
  star: (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`,
  StarsRequired: 'Choose from 1 to 5 stars.',
  Reasons: 'Did anything go wrong?',
  ReasonText: {
    late: 'Late',
    damaged: 'Damaged',
    warm: 'Warm',
    missing_items: 'Missing items',
    not_fresh: 'Not fresh',
  },
  Worth: 'Was the box worth what you paid?',
  WorthText: {
    worth_it: 'Worth it',
    about_right: 'About right',
    not_worth_it: 'Not worth it',
  },
  Comment: 'Anything else you’d like to tell us? (optional)',
  Send: 'Send rating',
  Thanks: 'Thanks for rating your box. We’ll use it to make your next ones better.',
  rated: (stars: number) =>
    `You rated this box ${stars} ${stars === 1 ? 'star' : 'stars'}. Thanks: we use it to make your next ones better.`,
  Failed: "We couldn't send your rating. Try again.",
  /** A reason ticked that a problem report credits (damaged, warm, missing, not fresh): one problem flow. */
  ReportInstead: 'Something arrived damaged, warm, missing or not fresh? Report it and we credit the items.',
  ReportClosed: 'The window to report problems with this box has closed.',
} as const;

/** Reporting a problem with lines of a delivered box (issue 27). */
export const ProblemReportText = {
  Open: 'Report a problem',
  openLabel: (label: string) => `Report a problem with your box of ${label}`,
  /** Beside the button: the day the window closes, as the API answers it (`report_until_label`). */
  until: (day: string) => `You can report a problem until ${day}.`,
  /** The delivery rating's way to the same report. */
  ReportIt: 'Report it for a credit',
  title: (label: string) => `Report a problem with your box of ${label}`,
  intro: (days: number) =>
    `Choose the items that had a problem. We credit each one at the price you paid, within ${days} days of delivery.`,
  Lines: 'Which items?',
  LinesRequired: 'Choose at least one item.',
  problem: (name: string) => `What was wrong with ${name}?`,
  ProblemRequired: 'Choose what was wrong with each item.',
  ProblemText: {
    missing: 'Missing',
    damaged: 'Damaged',
    spoiled: 'Spoiled',
    warm: 'Arrived warm',
    quality: 'Poor quality',
  },
  Comment: 'Anything else we should know? (optional)',
  Send: 'Send report',
  Cancel: 'Cancel',
  credited: (amount: string) => `Sorry about that. We’ve added ${amount} to your credits.`,
  Failed: "We couldn't send your report. Try again.",
} as const;

export const PastBoxText = {
  itemsOf: (label: string) => `In your box of ${label}`,
  WhatWasInIt: 'What was in it',
} as const;
