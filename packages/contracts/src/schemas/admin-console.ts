// Requests and answers of the console's Today, Customers and Deliveries screens (docs/decisions/200-operators.md):
// GET /api/admin/today/, /api/admin/customers/ (+ :id/ and its changes), /api/admin/deliveries/ (+ pick-list.csv).
import { z } from 'zod';
import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMERS_MAX_PAGE_SIZE,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CREDIT_GRANT_MAX_CENTS,
  OPERATOR_REASON_MAX_LENGTH,
} from '../values/admin-console';
import { PAUSE_WEEKS_MAX } from '../values/subscription';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../values/text';
import { AdminOrderSummary } from './admin';
import { OrderStatus } from './checkout';
import { calendarDate } from './dates';
import { wholeNumberParam } from './query-params';
import { CancelReason } from './subscription';

const ZoneCode = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, 'A zone code is letters, digits, - and _.');

/** Why the operator made a change on the customer's behalf: required, kept in the audit row. */
export const OperatorReason = z
  .string('Say why.')
  .trim()
  .min(1, 'Say why.')
  .max(OPERATOR_REASON_MAX_LENGTH, `A reason has at most ${OPERATOR_REASON_MAX_LENGTH} characters.`)
  .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

export const CustomerIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'A customer id is a whole number.')
    .transform(Number),
});

const CUSTOMER_SORT_VALUES = ADMIN_CUSTOMER_SORTS.flatMap((column) => [column, `-${column}`] as const);

/** GET /api/admin/customers/: `q` is an id, or part of the email or the name (any case); newest first by default. */
export const AdminCustomerQuery = z.object({
  q: z.string().trim().min(1).max(320).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE).optional(),
  sort: z
    .enum(CUSTOMER_SORT_VALUES, `Sort by one of ${ADMIN_CUSTOMER_SORTS.join(', ')} (a leading - for descending).`)
    .optional(),
  limit: wholeNumberParam(1, ADMIN_CUSTOMERS_MAX_PAGE_SIZE, ADMIN_CUSTOMERS_PAGE_SIZE),
  offset: wholeNumberParam(0, 1_000_000, 0),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuery>;

export const SubscriptionState = z.enum(['active', 'paused', 'canceled']);

export const AdminCustomerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  /** Null without a subscription. */
  subscription_status: SubscriptionState.nullable(),
  zone: z.string().nullable(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummary>;

export const AdminCustomerPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(AdminCustomerSummary),
});
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>;

export const AdminCustomerDetail = z.object({
  customer: AdminCustomerSummary.extend({
    email_verified_at: z.string().nullable(),
    last_login_at: z.string().nullable(),
  }),
  subscription: z
    .object({
      id: z.number().int(),
      status: SubscriptionState,
      zone: z.string(),
      delivery_weekday: z.number().int(),
      paused_until: z.string().nullable(),
      canceled_at: z.string().nullable(),
      cancel_reason: z.string().nullable(),
      cancel_note: z.string().nullable(),
      created_at: z.string(),
      /** Where the boxes go (first_name, last_name, address1, address2, city, state, zip, phone, instructions). */
      address: z.record(z.string(), z.string()),
      /** The card the boxes are charged to (brand, last four and expiry only). */
      payment_method: z
        .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
        .nullable(),
    })
    .nullable(),
  /**
   * Newest delivery first (at most 50). `can_unskip`: a week the customer skipped, before its cutoff, that the
   * subscription would deliver (the orders module's rule): the console offers to put it back.
   */
  orders: z.array(AdminOrderSummary.extend({ cutoff_at: z.string(), can_unskip: z.boolean() })),
  credits: z.object({
    balance_cents: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        amount_cents: z.number().int(),
        kind: z.string(),
        order_id: z.number().int().nullable(),
        note: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  /** The server quiz record's answers; null before the quiz. */
  quiz: z
    .object({
      household_size: z.number().int(),
      num_adults: z.number().int().nullable(),
      num_young_children: z.number().int().nullable(),
      num_older_children: z.number().int().nullable(),
      weekly_grocery_spend: z.number().int().nullable(),
      meals: z.array(z.string()),
      snacks: z.array(z.string()),
      frequencies: z.record(z.string(), z.number().int().nullable()),
      updated_at: z.string(),
    })
    .nullable(),
  item_ratings: z.array(
    z.object({ item_type: z.string(), item_id: z.number().int(), name: z.string(), rating: z.number().int() }),
  ),
  delivery_ratings: z.array(
    z.object({
      order_id: z.number().int(),
      stars: z.number().int(),
      reasons: z.array(z.string()),
      worth: z.string().nullable(),
      comment: z.string(),
      created_at: z.string(),
    }),
  ),
  /**
   * What the operator asking may still give this customer in credits (issue 44): a support operator's per-grant limit
   * and what is left of the per-operator and per-customer limits over the period; null for operations and admin.
   */
  support_credits: z
    .object({
      grant_limit_cents: z.number().int(),
      left_cents: z.number().int(),
      period_days: z.number().int(),
    })
    .nullable(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const SkipWeekRequest = z.object({
  order_id: z
    .number('Choose the week to skip.')
    .int('Choose the week to skip.')
    .positive('Choose the week to skip.')
    .max(999_999_999, 'Choose the week to skip.'),
  reason: OperatorReason,
});
export const PauseForCustomerRequest = z.object({
  weeks: z
    .number('Enter a number of weeks.')
    .int('Enter whole weeks.')
    .min(1, 'Pause for at least 1 week.')
    .max(PAUSE_WEEKS_MAX, `Pause for at most ${PAUSE_WEEKS_MAX} weeks.`),
  reason: OperatorReason,
});
export const CancelForCustomerRequest = z.object({
  cancel_reason: CancelReason,
  reason: OperatorReason,
});
export const GiveCreditsRequest = z.object({
  amount_cents: z
    .number('Enter an amount in cents.')
    .int('Enter whole cents.')
    .positive('Enter a positive amount.')
    .max(CREDIT_GRANT_MAX_CENTS, `At most ${CREDIT_GRANT_MAX_CENTS} cents at a time.`),
  reason: OperatorReason,
});
export const ResendVerificationRequest = z.object({ reason: OperatorReason });
/** The undos (issue 42): put a skipped week back, end a pause now, start a canceled subscription again. */
export const UnskipWeekRequest = z.object({
  order_id: z
    .number('Choose the week to put back.')
    .int('Choose the week to put back.')
    .positive('Choose the week to put back.')
    .max(999_999_999, 'Choose the week to put back.'),
  reason: OperatorReason,
});
export const ResumeForCustomerRequest = z.object({ reason: OperatorReason });
export const ReactivateForCustomerRequest = z.object({ reason: OperatorReason });

/** What every customer change answers: the customer's page as it is now. */
export const CustomerChangeAnswer = AdminCustomerDetail;

export const DeliveriesQuery = z.object({
  date: calendarDate('Enter a date such as 2026-11-26.'),
  /** Every zone when absent. */
  zone: ZoneCode.optional(),
});
export type DeliveriesQuery = z.infer<typeof DeliveriesQuery>;

export const PickListLine = z.object({
  item_type: z.string(),
  item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
});
export type PickListLine = z.infer<typeof PickListLine>;

export const DeliveryDay = z.object({
  date: z.string(),
  zone: z.string().nullable(),
  /** Each order on that day (every status), by zone, then id: a packing slip each. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      status: OrderStatus,
      zone: z.string(),
      customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
      address: z.record(z.string(), z.string()),
      total_cents: z.number().int(),
      /** Whether the pick list counts it (a box going out: scheduled, finalized or paid). */
      picked: z.boolean(),
      lines: z.array(PickListLine),
    }),
  ),
  /** Per product totals of the boxes going out, by name. */
  pick_list: z.array(PickListLine),
});
export type DeliveryDay = z.infer<typeof DeliveryDay>;

/** The learning job's last run (docs/decisions/196-reasons-by-signal.md): plans read its model whatever its age. */
export const LearningModelAge = z.object({
  finished_at: z.string(),
  /** Whole hours since it finished, by the store's clock. */
  age_hours: z.number().int(),
  customers: z.number().int(),
  pairs: z.number().int(),
});
export type LearningModelAge = z.infer<typeof LearningModelAge>;

/** GET /api/admin/today/clock/: the store's clock, so the console's dates start where Today's do (UTC dates). */
export const StoreClock = z.object({
  now: z.string(),
  /** Today's date by the store's clock. */
  date: z.string(),
  /** Monday to Sunday of this week. */
  week: z.object({ from: z.string(), to: z.string() }),
});
export type StoreClock = z.infer<typeof StoreClock>;

export const TodayView = z.object({
  now: z.string(),
  /** The taste model plans read; null before the learning job's first run. */
  learning_model: LearningModelAge.nullable(),
  /** Monday to Sunday of this week (the store's clock, UTC dates). */
  week: z.object({ from: z.string(), to: z.string() }),
  deliveries: z.array(z.object({ date: z.string(), zone: z.string(), orders: z.number().int() })),
  next_cutoffs: z.array(
    z.object({ zone: z.string(), delivery_date: z.string(), cutoff_at: z.string(), orders: z.number().int() }),
  ),
  /** This week's orders by status (every status, 0 when none). */
  statuses: z.record(z.string(), z.number().int()),
  revenue: z.object({ charged_cents: z.number().int(), refunded_cents: z.number().int() }),
  /** The last 7 days. */
  since: z.string(),
  new_subscribers: z.number().int(),
  cancellations: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.string(), label: z.string(), count: z.number().int() })),
    notes: z.array(z.object({ customer_id: z.number().int(), reason: z.string(), note: z.string(), at: z.string() })),
  }),
  ratings: z.object({
    count: z.number().int(),
    /** Index 0 is 1 star … index 4 is 5 stars. */
    stars: z.array(z.number().int()),
    worth: z.object({ worth_it: z.number().int(), about_right: z.number().int(), not_worth_it: z.number().int() }),
  }),
  problem_reports: z.object({
    count: z.number().int(),
    credited_cents: z.number().int(),
    problems: z.array(z.object({ problem: z.string(), lines: z.number().int() })),
    recent: z.array(
      z.object({
        id: z.number().int(),
        order_id: z.number().int(),
        customer_email: z.string(),
        comment: z.string(),
        credited_cents: z.number().int(),
        at: z.string(),
      }),
    ),
  }),
});
export type TodayView = z.infer<typeof TodayView>;
