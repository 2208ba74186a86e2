// Requests and answers of the operator console's API, `/api/admin/` (docs/decisions/200-operators.md): the
// operator's session and authenticator, the audit log, and the first changes (configs, refunds, delivery marks).
import { z } from 'zod';
import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_MAX_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZE,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  OPERATOR_ROLES,
  REFUND_DESTINATIONS,
} from '../values/admin';
import { AUDIT_ACTIONS, type AuditAction } from '../values/audit-actions';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../values/text';
import { EmailField } from './accounts';
import { OrderStatus } from './checkout';
import { CONFIG_TYPES } from './config-keys';
import { calendarDate, isoInstant } from './dates';
import { DYNAMIC_CONFIG_VALUE_MAX_LENGTH, DynamicConfigName } from './dynamic-configs';
import { freeText } from './free-text';
import { wholeNumberParam } from './query-params';

export const OperatorRole = z.enum(OPERATOR_ROLES);

export const Operator = z.object({
  id: z.number().int(),
  email: z.string(),
  role: OperatorRole,
  totp_enabled: z.boolean(),
});
export type Operator = z.infer<typeof Operator>;

/** A six-digit code from an authenticator app. */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.');

export const OperatorSignInRequest = z.object({
  email: EmailField,
  password: z.string().min(1, 'Enter your password.').max(1024, 'A password has at most 1024 characters.'),
  /** Required once the operator has an authenticator. */
  totp_code: TotpCode.optional(),
});
export type OperatorSignInRequest = z.infer<typeof OperatorSignInRequest>;

export const OperatorSession = z.object({
  operator: Operator,
  /** OPERATOR_REQUIRE_TOTP and an admin without an authenticator: only the enrolment routes answer until it is set. */
  totp_enrolment_required: z.boolean(),
});
export type OperatorSession = z.infer<typeof OperatorSession>;

/** The start of an enrolment: the secret to type, or the URI to show as a QR code. */
export const TotpEnrolment = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const TotpConfirmRequest = z.object({ code: TotpCode });

export const ConfigChangeRequest = z.object({
  /** As typed (JSON may span lines): no control characters but line breaks (the shared text rule). */
  value: freeText({
    max: DYNAMIC_CONFIG_VALUE_MAX_LENGTH,
    tooLong: `A value has at most ${DYNAMIC_CONFIG_VALUE_MAX_LENGTH} characters.`,
    trim: false,
    lineBreaks: true,
  }),
});
export const ConfigNameParams = z.object({ name: DynamicConfigName });
export const ConfigChange = z.object({ name: z.string(), value: z.string(), previous: z.string().nullable() });
export type ConfigChange = z.infer<typeof ConfigChange>;

/** A config the store knows, as the console's Configs page lists it (GET /api/admin/configs/). */
export const AdminConfig = z.object({
  name: z.string(),
  type: z.enum(CONFIG_TYPES),
  type_label: z.string(),
  description: z.string(),
  default: z.string(),
  /** The stored value; null when none is stored (the store reads the default). */
  value: z.string().nullable(),
});
export type AdminConfig = z.infer<typeof AdminConfig>;

export const AdminConfigList = z.object({
  results: z.array(AdminConfig),
  /** Stored configs the store does not read (made before only known names could be set): nothing reads them. */
  unknown: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type AdminConfigList = z.infer<typeof AdminConfigList>;

export const OrderIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'An order id is a whole number.')
    .transform(Number),
});

/** One of the order's lines to refund: `quantity` of it at the price the order charged (issue 42). */
export const RefundLine = z.object({
  item_type: z.enum(['product', 'pairing'], 'Choose a line of the order.'),
  item_id: z.number('Choose a line of the order.').int().positive().max(2_147_483_647),
  quantity: z.number('Enter how many to refund.').int('Enter whole items.').min(1, 'Refund at least one.').max(1000),
});
export type RefundLine = z.infer<typeof RefundLine>;

export const RefundRequest = z
  .object({
    /** Everything left when absent (and no `lines`). */
    amount_cents: z.number().int('Enter whole cents.').positive('Enter a positive amount.').max(100_000_000).optional(),
    /** Lines instead of an amount: what they cost on the order. */
    lines: z.array(RefundLine).min(1, 'Choose at least one line.').max(100).optional(),
    as: z.enum(REFUND_DESTINATIONS, 'Refund to the card or as credits.'),
  })
  .refine((body) => body.amount_cents === undefined || body.lines === undefined, {
    message: 'Refund lines or an amount, not both.',
    path: ['amount_cents'],
  });
export const RefundAnswer = z.object({
  order_id: z.number().int(),
  card_cents: z.number().int(),
  credit_cents: z.number().int(),
  provider_refund_id: z.string().nullable(),
  resumed: z.boolean(),
});

export const NotDeliveredRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say what happened.')
    .max(500, 'A reason has at most 500 characters.')
    .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
});
export const NotDeliveredAnswer = z.object({ order_id: z.number().int(), reason: z.string() });

export const AuditQuery = z.object({
  operator: wholeNumberParam(1, 2_147_483_647, 0).optional(),
  /** The operator's email, as the console shows it (any case); an email no operator has is 400 on this field. */
  operator_email: z
    .string()
    .trim()
    .max(320)
    .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE)
    .pipe(z.email('Enter an operator’s email, such as dana@example.com.'))
    .optional(),
  /** The kind of change (`order.refund`, `config.set`, …). */
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]], 'Choose a kind of change from the list.').optional(),
  record_type: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z_]+$/, 'A record type is lower-case letters.')
    .optional(),
  record_id: z.string().trim().min(1).max(200).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE).optional(),
  from: isoInstant('Enter a date-time such as 2026-11-26T00:00:00Z.').optional(),
  to: isoInstant('Enter a date-time such as 2026-11-26T00:00:00Z.').optional(),
  limit: wholeNumberParam(1, AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE),
  offset: wholeNumberParam(0, 1_000_000, 0),
});

/** One changed field of an audited change, in words: before → after (null: not set, or the record was new). */
export const AuditFieldChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditFieldChange = z.infer<typeof AuditFieldChange>;

/** A console page the change touched: `/admin/orders/6/`, `/admin/customers/3/`, `/admin/promotions/`, … */
export const AuditLink = z.object({ label: z.string(), path: z.string() });
export type AuditLink = z.infer<typeof AuditLink>;

export const AuditEntry = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), email: z.string(), role: z.string() }).nullable(),
  action: z.string(),
  /** The kind's name in the console's filter ("Order refunded"). */
  action_label: z.string(),
  /** The change in one line: "dana@example.com (operations) refunded $12.50 to the card on order 6: damaged eggs". */
  sentence: z.string(),
  /** The fields that changed, before → after; none for a change that only happened (an email sent). */
  changes: z.array(AuditFieldChange),
  links: z.array(AuditLink),
  record_type: z.string(),
  record_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(AuditEntry),
});
export type AuditPage = z.infer<typeof AuditPage>;

const SORT_VALUES = ADMIN_ORDER_SORTS.flatMap((column) => [column, `-${column}`] as const);

/**
 * GET /api/admin/orders/: every filter optional and combined with "and". `email` matches part of the customer's
 * address (case-insensitive); `sort` is a column, `-` first for descending (newest delivery first by default).
 */
export const AdminOrderQuery = z
  .object({
    id: wholeNumberParam(1, 999_999_999, 0).optional(),
    email: z.string().trim().min(1).max(320).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE).optional(),
    delivery_date: calendarDate('Enter a date such as 2026-11-26.').optional(),
    /** Delivered on or after this day (the console's default: this week's Monday by the store's clock). */
    delivery_from: calendarDate('Enter the first delivery day as a date such as 2026-11-23.').optional(),
    /** Delivered on or before this day (inclusive). */
    delivery_to: calendarDate('Enter the last delivery day as a date such as 2026-11-29.').optional(),
    status: z.enum(OrderStatus.options, `A status is one of ${OrderStatus.options.join(', ')}.`).optional(),
    zone: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_-]+$/, 'A zone code is letters, digits, - and _.')
      .optional(),
    sort: z
      .enum(SORT_VALUES, `Sort by one of ${ADMIN_ORDER_SORTS.join(', ')} (a leading - for descending).`)
      .optional(),
    limit: wholeNumberParam(1, ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE),
    offset: wholeNumberParam(0, 1_000_000, 0),
  })
  .refine((query) => !query.delivery_from || !query.delivery_to || query.delivery_from <= query.delivery_to, {
    path: ['delivery_to'],
    message: 'The last delivery day is before the first: choose a later one.',
  });
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrderSummary = z.object({
  id: z.number().int(),
  status: OrderStatus,
  delivery_date: z.string(),
  zone: z.string(),
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  created_at: z.string(),
  not_delivered: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(AdminOrderSummary),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** One event of an order's life, from what the database records. */
export const AdminTimelineEvent = z.object({
  at: z.string(),
  /** placed, locked, charged, payment_failed, delivered, not_delivered, refund, refund_refused, rating, problem_report, audit */
  kind: z.string(),
  text: z.string(),
});
export type AdminTimelineEvent = z.infer<typeof AdminTimelineEvent>;

export const AdminOrderDetail = z.object({
  order: AdminOrderSummary.extend({
    cutoff_at: z.string(),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    credits_cents: z.number().int(),
    charge_id: z.string().nullable(),
    payment_failure: z.string().nullable(),
    not_delivered_reason: z.string().nullable(),
    /** The delivery address as placed (first_name, address1, city, zip, phone, delivery_instructions…). */
    address: z.record(z.string(), z.string()),
    /** The card the order is charged to (never more than brand, last four and expiry). */
    payment_method: z
      .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
      .nullable(),
    /**
     * What a refund may still give back now (the refunds module's rule: paid or delivered, less what was refunded
     * and what problem reports credited); 0 when the order cannot be refunded (not charged, payment failed).
     */
    refundable_cents: z.number().int(),
  }),
  lines: z.array(
    z.object({
      item_type: z.string(),
      item_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unit_price_cents: z.number().int(),
      /** The subscription's free gift, in the box at $0 (not a priced line: never refunded by line). */
      free_gift: z.boolean(),
    }),
  ),
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  timeline: z.array(AdminTimelineEvent),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
