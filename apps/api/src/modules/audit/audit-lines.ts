// The audit log in operator words (issue 42; docs/decisions/207-operator-day.md, "The audit in operator words"): one
// sentence per kind of change — the one place each kind is described —, the fields that changed (before → after, in
// words), and the console pages the change touched. Read by audit-log.ts for GET /api/admin/audit/.
import type { AuditFieldChange, AuditLink } from '@larder/contracts/schemas/admin';
import { knownConfig } from '@larder/contracts/schemas/config-keys';
import { type AuditAction, isAuditAction } from '@larder/contracts/values/audit-actions';
import { formatCents } from '@larder/contracts/values/money';

/** A row of the log as the sentence builders read it. */
export interface AuditRow {
  action: AuditAction;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const money = (value: unknown): string => formatCents(whole(value) ?? 0);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const page = {
  order: (id: unknown): AuditLink => ({ label: `Order ${String(id)}`, path: `/admin/orders/${String(id)}/` }),
  customer: (id: unknown): AuditLink => ({ label: `Customer ${String(id)}`, path: `/admin/customers/${String(id)}/` }),
  section: (label: string, path: string): AuditLink => ({ label, path: `/admin/${path}/` }),
};

/** The customer a change on their behalf names (`customer_id` in its after), as a link; none when it has none. */
const customerOf = (after: Fields): AuditLink[] =>
  whole(after.customer_id) === undefined ? [] : [page.customer(after.customer_id)];

interface Described {
  /** What the operator did, as the rest of a sentence that starts with who: "refunded $12.50 to the card on order 6". */
  did: string;
  links: AuditLink[];
  /** Fields left out of the changes: shown in the sentence already, or not the operator's concern (ids, keys). */
  omit?: readonly string[];
  /** A sentence that does not start with who (an invitation accepted: the invitee acted, the inviter is on the row). */
  sentence?: (who: string) => string;
}

type Describe = (row: AuditRow, before: Fields, after: Fields) => Described;

const refundedTo = (after: Fields) => {
  const refunds = Array.isArray(after.refunds) ? after.refunds.map(fieldsOf) : [];
  const sum = (method: string) =>
    refunds
      .filter((refund) => refund.method === method)
      .reduce((total, refund) => total + (whole(refund.amount_cents) ?? 0), 0);
  const card = sum('card');
  const credits = sum('credit');
  const parts = [
    card > 0 ? `${formatCents(card)} to the card` : '',
    credits > 0 ? `${formatCents(credits)} as credits` : '',
  ];
  return parts.filter(Boolean).join(' and ') || 'nothing';
};

const linesOf = (after: Fields) => {
  const lines = Array.isArray(after.lines) ? after.lines.map(fieldsOf) : [];
  return lines.length === 0
    ? ''
    : ` for ${lines.map((line) => `${whole(line.quantity) ?? 1} × ${text(line.name) ?? 'an item'}`).join(', ')}`;
};

const zoneName = (row: AuditRow, before: Fields, after: Fields) =>
  text(after.name) ?? text(before.name) ?? row.recordId;
const statusWord = (value: unknown) => (text(value) ?? 'none').replaceAll('_', ' ');
const catalogueItem = (recordId: string) => {
  const [type, id] = recordId.split(':');
  return `${type === 'pairing' ? 'recipe' : (type ?? 'item')} ${id ?? ''}`.trim();
};
const stockOf = (value: Fields) =>
  value.kind === 'off' ? 'off' : value.kind === 'count' ? `${whole(value.count) ?? 0} left` : 'unlimited';

const REFUND_OMIT = ['refunds', 'lines'] as const;
const SUBSCRIPTION_OMIT = ['customer_id', 'weeks'] as const;

/** Every kind's sentence: the one place each audited change is put in words (tested for every kind). */
export const AUDIT_SENTENCES: Record<AuditAction, Describe> = {
  'config.set': (row, before, after) => {
    const type = knownConfig(row.recordId)?.type;
    const words = (value: unknown) =>
      type === 'cents' && typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? formatCents(Number(value))
        : JSON.stringify(value ?? '');
    const did =
      type === 'flag' && (after.value === '0' || after.value === '1')
        ? `turned ${row.recordId} ${after.value === '1' ? 'on' : 'off'}`
        : `set ${row.recordId} to ${words(after.value)}${before.value === undefined ? '' : ` (was ${words(before.value)})`}`;
    return { did, links: [page.section('Configs and flags', 'configs')] };
  },
  'order.refund': (row, _before, after) => ({
    did: `refunded ${refundedTo(after)} on order ${row.recordId}${linesOf(after)}`,
    links: [page.order(row.recordId)],
    omit: REFUND_OMIT,
  }),
  'order.refund_resume': (row, _before, after) => ({
    did: `finished an interrupted refund of ${refundedTo(after)} on order ${row.recordId}`,
    links: [page.order(row.recordId)],
    omit: REFUND_OMIT,
  }),
  'order.not_delivered': (row) => ({
    did: `marked order ${row.recordId} not delivered`,
    links: [page.order(row.recordId)],
    omit: ['not_delivered_at', 'delivered_at'],
  }),
  'order.skip': (row, _before, after) => ({
    did: `skipped order ${row.recordId} for the customer`,
    links: [page.order(row.recordId), ...customerOf(after)],
    omit: ['customer_id'],
  }),
  'order.unskip': (row, _before, after) => ({
    did: `put back the skipped order ${row.recordId}`,
    links: [page.order(row.recordId), ...customerOf(after)],
    omit: ['customer_id'],
  }),
  'order.payment_retry': (row, _before, after) => ({
    did: `retried the payment of order ${row.recordId} (attempt ${whole(after.attempt) ?? '?'})`,
    links: [page.order(row.recordId)],
    omit: ['attempt', 'payment_attempts', 'payment_failure', 'next_payment_attempt_at', 'status'],
  }),
  'order.card_update_email': (row, _before, after) => ({
    did: `emailed ${text(after.sent_to) ?? 'the customer'} to update the card for order ${row.recordId}`,
    links: [page.order(row.recordId)],
    omit: ['emailed', 'sent_to', 'status', 'payment_attempts', 'payment_failure', 'next_payment_attempt_at'],
  }),
  'order.resend_confirmation': (row) => ({
    did: `resent the confirmation of order ${row.recordId}`,
    links: [page.order(row.recordId), page.section('Email', 'email')],
    omit: ['outbox_id'],
  }),
  'subscription.pause': (_row, _before, after) => ({
    did: `paused customer ${String(after.customer_id ?? '?')}’s subscription for ${plural(whole(after.weeks) ?? 0, 'week')}`,
    links: customerOf(after),
    omit: SUBSCRIPTION_OMIT,
  }),
  'subscription.resume': (_row, _before, after) => ({
    did: `ended the pause of customer ${String(after.customer_id ?? '?')}’s subscription`,
    links: customerOf(after),
    omit: SUBSCRIPTION_OMIT,
  }),
  'subscription.cancel': (_row, _before, after) => ({
    did: `canceled customer ${String(after.customer_id ?? '?')}’s subscription`,
    links: customerOf(after),
    omit: SUBSCRIPTION_OMIT,
  }),
  'subscription.reactivate': (_row, _before, after) => ({
    did: `reactivated customer ${String(after.customer_id ?? '?')}’s subscription`,
    links: customerOf(after),
    omit: SUBSCRIPTION_OMIT,
  }),
  'customer.credits_give': (row, _before, after) => ({
    did: `gave ${money(after.amount_cents)} of credits to customer ${row.recordId}`,
    links: [page.customer(row.recordId)],
    omit: ['amount_cents'],
  }),
  'customer.verification_resend': (row, _before, after) => ({
    did: `resent the verification email to customer ${row.recordId}${text(after.sent_to) ? ` (${text(after.sent_to)})` : ''}`,
    links: [page.customer(row.recordId)],
    omit: ['email_verified', 'sent_to'],
  }),
  'referral.revoke': (row) => ({ did: `took back the reward of referral ${row.recordId}`, links: [] }),
  'zone.create': (row, before, after) => ({
    did: `created the zone ${zoneName(row, before, after)} (${row.recordId})`,
    links: [page.section('Zones', 'zones')],
  }),
  'zone.update': (row, before, after) => ({
    did: `changed the zone ${zoneName(row, before, after)} (${row.recordId})`,
    links: [page.section('Zones', 'zones')],
  }),
  'zone.enable': (row) => ({ did: `enabled the zone ${row.recordId}`, links: [page.section('Zones', 'zones')] }),
  'zone.disable': (row) => ({ did: `disabled the zone ${row.recordId}`, links: [page.section('Zones', 'zones')] }),
  'promotion.create': (row, _before, after) => ({
    did: `created the promo code ${row.recordId}${text(after.effect) ? ` (${text(after.effect)})` : ''}`,
    links: [page.section('Promotions', 'promotions')],
  }),
  'promotion.enable': (row) => ({
    did: `enabled the promo code ${row.recordId}`,
    links: [page.section('Promotions', 'promotions')],
  }),
  'promotion.disable': (row) => ({
    did: `disabled the promo code ${row.recordId}`,
    links: [page.section('Promotions', 'promotions')],
  }),
  'gift_card.issue': (_row, _before, after) => ({
    did: `issued a ${money(after.amount_cents)} gift card ending ${text(after.code_end) ?? '?'}${text(after.recipient_email) ? ` for ${text(after.recipient_email)}` : ''}`,
    links: [page.section('Gift cards', 'gift-cards')],
  }),
  'gift_card.void': (_row, before, after) => ({
    did: `voided the ${money(after.amount_cents ?? before.amount_cents)} gift card ending ${text(after.code_end) ?? text(before.code_end) ?? '?'}`,
    links: [page.section('Gift cards', 'gift-cards')],
  }),
  'email.resend': (row, _before, after) => ({
    did: `sent the failed email ${row.recordId}${text(after.template) ? ` (${statusWord(after.template)})` : ''} again`,
    links: [page.section('Email', 'email')],
    omit: ['template'],
  }),
  'catalogue.edit': (row) => ({
    did: `changed ${catalogueItem(row.recordId)} in the catalogue`,
    links: [page.section('Catalogue', 'catalogue')],
  }),
  'stock.set': (row, before, after) => {
    const [type, id, date] = row.recordId.split(':');
    return {
      did: `set the stock of ${catalogueItem(`${type}:${id}`)} on ${date ?? '?'} to ${stockOf(after)} (was ${stockOf(before)})`,
      links: [page.section('Stock', 'stock')],
      omit: ['kind', 'count'],
    };
  },
  'experiment.create': (row) => ({
    did: `created the experiment ${row.recordId}`,
    links: [page.section('Experiments', 'experiments')],
  }),
  'experiment.start': (row) => ({
    did: `started the experiment ${row.recordId}`,
    links: [page.section('Experiments', 'experiments')],
  }),
  'experiment.stop': (row, _before, after) => ({
    did: `stopped the experiment ${row.recordId}${text(after.winner) ? ` with ${text(after.winner)} as the winner` : ' with no winner'}`,
    links: [page.section('Experiments', 'experiments')],
  }),
  'learning.recompute': (_row, _before, after) => ({
    did: `ran the learning job over ${plural(whole(after.customers) ?? 0, 'customer')}`,
    links: [],
  }),
  'operator.add': (_row, _before, after) => ({
    did: `added the operator ${text(after.email) ?? '?'} as ${text(after.role) ?? '?'}${after.invite === undefined ? '' : ' (by invitation)'}`,
    links: [page.section('Operators', 'operators')],
    omit: ['invite', 'id'],
  }),
  'operator.disable': (_row, before, after) => ({
    did: `disabled the operator ${text(after.email) ?? text(before.email) ?? '?'}`,
    links: [page.section('Operators', 'operators')],
  }),
  'operator.enable': (_row, before, after) => ({
    did: `enabled the operator ${text(after.email) ?? text(before.email) ?? '?'}`,
    links: [page.section('Operators', 'operators')],
  }),
  'operator.set_role': (_row, before, after) => ({
    did: `made ${text(after.email) ?? text(before.email) ?? '?'} ${text(after.role) ?? '?'} (was ${text(before.role) ?? '?'})`,
    links: [page.section('Operators', 'operators')],
  }),
  'operator.invite': (_row, _before, after) => ({
    did: `invited ${text(after.email) ?? '?'} as ${text(after.role) ?? '?'}`,
    links: [page.section('Operators', 'operators')],
  }),
  'operator.invite_revoke': (_row, _before, after) => ({
    did: `withdrew the invitation of ${text(after.email) ?? '?'}`,
    links: [page.section('Operators', 'operators')],
  }),
  'operator.invite_accept': (_row, _before, after) => ({
    did: `accepted the invitation`,
    sentence: (who) => `${text(after.email) ?? '?'} accepted the invitation from ${who} and set a password`,
    links: [page.section('Operators', 'operators')],
    omit: ['operator_id'],
  }),
  // Both are the operator's own, in their own session.
  'operator.totp_begin': () => ({ did: 'started setting up an authenticator app', links: [] }),
  'operator.totp_enrol': () => ({ did: 'set up an authenticator app', links: [] }),
  'operator.totp_reset': (_row, before) => ({
    did: `reset the authenticator of ${text(before.email) ?? 'an operator'}`,
    links: [page.section('Operators', 'operators')],
  }),
};

/** A field's value in words: money for `_cents`, yes/no, lists joined, dates as written, nothing for null. */
function valueWords(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return field === 'status' || field.endsWith('_reason') ? statusWord(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? 'none' : value.join(', ');
  }
  return JSON.stringify(value);
}

const fieldLabel = (field: string) => field.replace(/_cents$/, '').replaceAll('_', ' ');

/** The fields whose value differs, before → after in words; `reason` is the sentence's, not a change. */
export function changedFields(before: Fields, after: Fields, omit: readonly string[] = []): AuditFieldChange[] {
  const skip = new Set(['reason', ...omit]);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !skip.has(name));
  return names.flatMap((field) => {
    const was = valueWords(field, before[field]);
    const now = valueWords(field, after[field]);
    return was === now ? [] : [{ field: fieldLabel(field), before: was, after: now }];
  });
}

/** Who made a change, as the sentence starts: "dana@example.com (operations)", or the command line. */
export function whoMade(operator: { email: string; role: string } | null): string {
  return operator ? `${operator.email} (${operator.role})` : 'Someone at the command line';
}

/** A kind this code does not describe (a row written by a newer version): said plainly, never hidden. */
const unknownKind = (row: { action: string; recordType: string; recordId: string }): Described => ({
  did: `made a change of kind ${row.action} to ${row.recordType.replaceAll('_', ' ')} ${row.recordId}`,
  links: [],
});

/** The row as the console shows it: one sentence, the changed fields and the pages it touched. */
export function auditLine(
  row: Omit<AuditRow, 'action'> & { action: string },
  operator: { email: string; role: string } | null,
) {
  const before = fieldsOf(row.before);
  const after = fieldsOf(row.after);
  const action = row.action;
  const described = isAuditAction(action)
    ? AUDIT_SENTENCES[action]({ ...row, action }, before, after)
    : unknownKind(row);
  const reason = text(after.reason);
  const who = whoMade(operator);
  return {
    sentence: `${described.sentence ? described.sentence(who) : `${who} ${described.did}`}${reason ? `: ${reason}` : ''}`,
    changes: changedFields(before, after, described.omit),
    links: described.links,
  };
}
