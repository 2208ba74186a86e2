// Plain values of the operator console (docs/decisions/200-operators.md): the roles and what each may do, the error
// codes of `/api/admin/` answers and the words of their refusals. Zod-free so the console's pages can show them.

/** Lowest first: each role may do everything the ones before it may. */
export const OPERATOR_ROLES = ['support', 'operations', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: OperatorRole, needed: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);
}

/** What each role adds to the one below it, in the words the refusals use. */
export const ROLE_ABILITIES: Record<OperatorRole, string> = {
  support: 'sees everything, marks delivery problems, gives credits up to a limit and resends emails',
  operations: 'also runs orders (refunds), deliveries, stock, substitutions and zones',
  admin: 'also changes configs and flags, prices, promotions, gift cards and operators',
};

export const AdminErrorCode = {
  /** No operator session: a customer's session never opens an admin route. */
  NotAuthenticated: 'operator_not_authenticated',
  /** The operator's role is below the route's. */
  RoleTooLow: 'role_too_low',
  InvalidCredentials: 'invalid_credentials',
  /** The operator has an authenticator: the sign-in must bring its code. */
  TotpRequired: 'totp_required',
  InvalidTotp: 'invalid_totp',
  /** OPERATOR_REQUIRE_TOTP: an admin without an authenticator may only enrol one. */
  TotpEnrolmentRequired: 'totp_enrolment_required',
  TotpAlreadyEnrolled: 'totp_already_enrolled',
  TotpNotStarted: 'totp_not_started',
  InvalidConfig: 'invalid_config',
  NotFound: 'not_found',
  Refused: 'refused',
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];

export const AdminMessage = {
  NotAuthenticated: 'Sign in to the console as an operator: a customer account does not open it.',
  InvalidCredentials: 'That email and password do not match an active operator.',
  TotpRequired: 'Enter the 6-digit code from your authenticator app.',
  InvalidTotp: 'That code is not the one your authenticator app shows now (or it was used already).',
  TotpEnrolmentRequired:
    'Admins must set up an authenticator app before anything else: start at POST /api/admin/session/totp/.',
  TotpAlreadyEnrolled: 'An authenticator app is already set up for this operator.',
  TotpNotStarted: 'Start the authenticator set-up first: no code is expected yet.',
} as const;

/** The refusal of a route above the operator's role, saying why. */
export function roleTooLowMessage(role: OperatorRole, needed: OperatorRole): string {
  return `Your role is ${role}; this needs ${needed}, which ${ROLE_ABILITIES[needed]}. Ask an admin to change your role.`;
}

/** What the audit log records as `record_type`. */
export const AuditRecordType = {
  Config: 'config',
  Order: 'order',
  Operator: 'operator',
} as const;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** Refund destinations an operator chooses. */
export const REFUND_DESTINATIONS = ['card', 'credits'] as const;

/** The console's orders list (GET /api/admin/orders/): page sizes and the columns it sorts by. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
export const ADMIN_ORDER_SORTS = [
  'id',
  'delivery_date',
  'status',
  'zone',
  'total_cents',
  'created_at',
  'email',
] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
