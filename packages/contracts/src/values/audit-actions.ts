// Every kind of change the audit log records (`audit_log.action`; docs/decisions/207-operator-day.md, "The audit in
// operator words"), with the name the console's kind filter shows. The API's writer takes only these
// (audit/audit-log.ts), and its sentence map (audit/audit-lines.ts) has one sentence per kind: a new kind is added
// here, and the type checker asks for its sentence.

export const AUDIT_ACTION_LABELS = {
  'config.set': 'Config changed',
  'order.refund': 'Order refunded',
  'order.refund_resume': 'Refund finished',
  'order.not_delivered': 'Order marked not delivered',
  'order.skip': 'Week skipped',
  'order.unskip': 'Skipped week put back',
  'order.payment_retry': 'Payment retried',
  'order.card_update_email': 'Card update emailed',
  'order.resend_confirmation': 'Order confirmation resent',
  'subscription.pause': 'Subscription paused',
  'subscription.resume': 'Pause ended',
  'subscription.cancel': 'Subscription canceled',
  'subscription.reactivate': 'Subscription reactivated',
  'customer.credits_give': 'Credits given',
  'customer.verification_resend': 'Verification email resent',
  'referral.revoke': 'Referral reward taken back',
  'zone.create': 'Zone created',
  'zone.update': 'Zone changed',
  'zone.enable': 'Zone enabled',
  'zone.disable': 'Zone disabled',
  'promotion.create': 'Promo code created',
  'promotion.enable': 'Promo code enabled',
  'promotion.disable': 'Promo code disabled',
  'gift_card.issue': 'Gift card issued',
  'gift_card.void': 'Gift card voided',
  'email.resend': 'Email sent again',
  'catalogue.edit': 'Catalogue item changed',
  'stock.set': 'Stock set',
  'experiment.create': 'Experiment created',
  'experiment.start': 'Experiment started',
  'experiment.stop': 'Experiment stopped',
  'learning.recompute': 'Learning run',
  'operator.add': 'Operator added',
  'operator.disable': 'Operator disabled',
  'operator.enable': 'Operator enabled',
  'operator.set_role': 'Operator role changed',
  'operator.invite': 'Operator invited',
  'operator.invite_revoke': 'Invitation withdrawn',
  'operator.invite_accept': 'Invitation accepted',
  'operator.totp_begin': 'Authenticator set-up started',
  'operator.totp_enrol': 'Authenticator set up',
  'operator.totp_reset': 'Authenticator reset',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, value);
}
