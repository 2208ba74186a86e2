// The audit in operator words (docs/decisions/207-operator-day.md): each kind of change the code writes has its
// sentence, its changed fields in words (before → after, never the whole record) and links to what it touched. The
// rows below have the shapes their writers give them (operators/*-console.ts, stock, experiments, learning, referrals).
import { AUDIT_ACTIONS, type AuditAction } from '@larder/contracts/values/audit-actions';
import { describe, expect, it } from 'vitest';
import { auditLine } from './audit-lines';

const dana = { email: 'dana@example.com', role: 'operations' };

interface Sample {
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  sentence: string;
  links?: string[];
}

const operatorRow = (role: string) => ({ id: 9, email: 'sam@example.com', role, disabled: false });

/** One row of every kind, with the sentence the console shows for it. */
const SAMPLES: Record<AuditAction, Sample> = {
  'config.set': {
    recordType: 'config',
    recordId: 'checkout.delivery_fee_cents',
    before: { value: '799' },
    after: { value: '899' },
    sentence: 'dana@example.com (operations) set checkout.delivery_fee_cents to $8.99 (was $7.99)',
    links: ['/admin/configs/'],
  },
  'order.refund': {
    recordType: 'order',
    recordId: '6',
    before: { status: 'paid', total_cents: 15924, credits_cents: 0, refunded_cents: 0 },
    after: {
      status: 'paid',
      total_cents: 15924,
      credits_cents: 0,
      refunded_cents: 1250,
      refunds: [{ id: 1, method: 'card', amount_cents: 1250, idempotency_key: 'k' }],
      reason: 'damaged eggs',
    },
    sentence: 'dana@example.com (operations) refunded $12.50 to the card on order 6: damaged eggs',
    links: ['/admin/orders/6/'],
  },
  'order.refund_resume': {
    recordType: 'order',
    recordId: '6',
    before: { refunded_cents: 0 },
    after: { refunded_cents: 500, refunds: [{ id: 2, method: 'credit', amount_cents: 500 }] },
    sentence: 'dana@example.com (operations) finished an interrupted refund of $5.00 as credits on order 6',
    links: ['/admin/orders/6/'],
  },
  'order.not_delivered': {
    recordType: 'order',
    recordId: '7',
    before: { status: 'paid', not_delivered_at: null, delivered_at: null },
    after: { status: 'paid', not_delivered_at: '2026-11-26T18:00:00.000Z', reason: 'left at the wrong door' },
    sentence: 'dana@example.com (operations) marked order 7 not delivered: left at the wrong door',
    links: ['/admin/orders/7/'],
  },
  'order.skip': {
    recordType: 'order',
    recordId: '8',
    before: { status: 'scheduled', skip_reason: null },
    after: { status: 'skipped', skip_reason: 'customer', customer_id: 3, reason: 'on holiday' },
    sentence: 'dana@example.com (operations) skipped order 8 for the customer: on holiday',
    links: ['/admin/orders/8/', '/admin/customers/3/'],
  },
  'order.unskip': {
    recordType: 'order',
    recordId: '8',
    before: { status: 'skipped', skip_reason: 'customer' },
    after: { status: 'scheduled', skip_reason: null, customer_id: 3, reason: 'back early' },
    sentence: 'dana@example.com (operations) put back the skipped order 8: back early',
    links: ['/admin/orders/8/', '/admin/customers/3/'],
  },
  'order.payment_retry': {
    recordType: 'order',
    recordId: '9',
    before: { status: 'payment_failed', payment_attempts: 1, payment_failure: 'card_declined' },
    after: { attempt: 2 },
    sentence: 'dana@example.com (operations) retried the payment of order 9 (attempt 2)',
    links: ['/admin/orders/9/'],
  },
  'order.card_update_email': {
    recordType: 'order',
    recordId: '9',
    before: { status: 'payment_failed', payment_attempts: 1 },
    after: { emailed: 'payment_failed', sent_to: 'ada@example.com' },
    sentence: 'dana@example.com (operations) emailed ada@example.com to update the card for order 9',
    links: ['/admin/orders/9/'],
  },
  'order.resend_confirmation': {
    recordType: 'order',
    recordId: '10',
    before: null,
    after: { outbox_id: 41 },
    sentence: 'dana@example.com (operations) resent the confirmation of order 10',
    links: ['/admin/orders/10/', '/admin/email/'],
  },
  'subscription.pause': {
    recordType: 'subscription',
    recordId: '4',
    before: { status: 'active', paused_until: null, canceled_at: null, cancel_reason: null },
    after: { status: 'paused', paused_until: '2026-12-21', weeks: 2, customer_id: 3, reason: 'asked by phone' },
    sentence: 'dana@example.com (operations) paused customer 3’s subscription for 2 weeks: asked by phone',
    links: ['/admin/customers/3/'],
  },
  'subscription.resume': {
    recordType: 'subscription',
    recordId: '4',
    before: { status: 'paused', paused_until: '2026-12-21' },
    after: { status: 'active', paused_until: null, customer_id: 3, reason: 'wants this week' },
    sentence: 'dana@example.com (operations) ended the pause of customer 3’s subscription: wants this week',
    links: ['/admin/customers/3/'],
  },
  'subscription.cancel': {
    recordType: 'subscription',
    recordId: '4',
    before: { status: 'active', cancel_reason: null },
    after: { status: 'canceled', cancel_reason: 'too_expensive', customer_id: 3, reason: 'moving abroad' },
    sentence: 'dana@example.com (operations) canceled customer 3’s subscription: moving abroad',
    links: ['/admin/customers/3/'],
  },
  'subscription.reactivate': {
    recordType: 'subscription',
    recordId: '4',
    before: { status: 'canceled' },
    after: { status: 'active', customer_id: 3, reason: 'changed their mind' },
    sentence: 'dana@example.com (operations) reactivated customer 3’s subscription: changed their mind',
    links: ['/admin/customers/3/'],
  },
  'customer.credits_give': {
    recordType: 'customer',
    recordId: '3',
    before: { balance_cents: 0 },
    after: { balance_cents: 1000, amount_cents: 1000, reason: 'late box' },
    sentence: 'dana@example.com (operations) gave $10.00 of credits to customer 3: late box',
    links: ['/admin/customers/3/'],
  },
  'customer.verification_resend': {
    recordType: 'customer',
    recordId: '3',
    before: { email_verified: false },
    after: { email_verified: false, sent_to: 'ada@example.com', reason: 'lost the email' },
    sentence:
      'dana@example.com (operations) resent the verification email to customer 3 (ada@example.com): lost the email',
    links: ['/admin/customers/3/'],
  },
  'referral.revoke': {
    recordType: 'referral',
    recordId: '12',
    before: { status: 'rewarded' },
    after: { status: 'revoked', reason: 'same household' },
    sentence: 'dana@example.com (operations) took back the reward of referral 12: same household',
  },
  'zone.create': {
    recordType: 'zone',
    recordId: 'boston',
    before: null,
    after: { code: 'boston', name: 'Boston', delivery_fee_cents: 799, active: true },
    sentence: 'dana@example.com (operations) created the zone Boston (boston)',
    links: ['/admin/zones/'],
  },
  'zone.update': {
    recordType: 'zone',
    recordId: 'boston',
    before: { code: 'boston', name: 'Boston', delivery_fee_cents: 799 },
    after: { code: 'boston', name: 'Boston', delivery_fee_cents: 999 },
    sentence: 'dana@example.com (operations) changed the zone Boston (boston)',
    links: ['/admin/zones/'],
  },
  'zone.enable': {
    recordType: 'zone',
    recordId: 'boston',
    before: { active: false },
    after: { active: true },
    sentence: 'dana@example.com (operations) enabled the zone boston',
    links: ['/admin/zones/'],
  },
  'zone.disable': {
    recordType: 'zone',
    recordId: 'boston',
    before: { active: true },
    after: { active: false },
    sentence: 'dana@example.com (operations) disabled the zone boston',
    links: ['/admin/zones/'],
  },
  'promotion.create': {
    recordType: 'promotion',
    recordId: 'SPRING20',
    before: null,
    after: { code: 'SPRING20', active: true, effect: 'get 20% off', percent_off: 20 },
    sentence: 'dana@example.com (operations) created the promo code SPRING20 (get 20% off)',
    links: ['/admin/promotions/'],
  },
  'promotion.enable': {
    recordType: 'promotion',
    recordId: 'SPRING20',
    before: { code: 'SPRING20', active: false },
    after: { code: 'SPRING20', active: true },
    sentence: 'dana@example.com (operations) enabled the promo code SPRING20',
    links: ['/admin/promotions/'],
  },
  'promotion.disable': {
    recordType: 'promotion',
    recordId: 'SPRING20',
    before: { code: 'SPRING20', active: true },
    after: { code: 'SPRING20', active: false },
    sentence: 'dana@example.com (operations) disabled the promo code SPRING20',
    links: ['/admin/promotions/'],
  },
  'gift_card.issue': {
    recordType: 'gift_card',
    recordId: '5',
    before: null,
    after: { code_end: 'Q7RT', amount_cents: 5000, status: 'active', recipient_email: 'bo@example.com' },
    sentence: 'dana@example.com (operations) issued a $50.00 gift card ending Q7RT for bo@example.com',
    links: ['/admin/gift-cards/'],
  },
  'gift_card.void': {
    recordType: 'gift_card',
    recordId: '5',
    before: { code_end: 'Q7RT', amount_cents: 5000, status: 'active', recipient_email: null },
    after: { code_end: 'Q7RT', amount_cents: 5000, status: 'voided', recipient_email: null },
    sentence: 'dana@example.com (operations) voided the $50.00 gift card ending Q7RT',
    links: ['/admin/gift-cards/'],
  },
  'email.resend': {
    recordType: 'email',
    recordId: '41',
    before: { status: 'failed', attempts: 5, last_error: 'mailbox full' },
    after: { status: 'pending', attempts: 0, template: 'order_update' },
    sentence: 'dana@example.com (operations) sent the failed email 41 (order update) again',
    links: ['/admin/email/'],
  },
  'catalogue.edit': {
    recordType: 'catalogue',
    recordId: 'product:83',
    before: { price_cents: 499, description: 'Crisp apples', visible: true, picture_alt: 'Apples' },
    after: { price_cents: 549, description: 'Crisp apples', visible: true, picture_alt: 'Apples' },
    sentence: 'dana@example.com (operations) changed product 83 in the catalogue',
    links: ['/admin/catalogue/'],
  },
  'stock.set': {
    recordType: 'stock',
    recordId: 'pairing:12:2026-12-03',
    before: { kind: 'unlimited' },
    after: { kind: 'count', count: 40 },
    sentence: 'dana@example.com (operations) set the stock of recipe 12 on 2026-12-03 to 40 left (was unlimited)',
    links: ['/admin/stock/'],
  },
  'experiment.create': {
    recordType: 'experiment',
    recordId: 'hero_copy',
    before: null,
    after: { key: 'hero_copy', status: 'draft' },
    sentence: 'dana@example.com (operations) created the experiment hero_copy',
    links: ['/admin/experiments/'],
  },
  'experiment.start': {
    recordType: 'experiment',
    recordId: 'hero_copy',
    before: { status: 'draft', winner: null },
    after: { status: 'running', winner: null },
    sentence: 'dana@example.com (operations) started the experiment hero_copy',
    links: ['/admin/experiments/'],
  },
  'experiment.stop': {
    recordType: 'experiment',
    recordId: 'hero_copy',
    before: { status: 'running', winner: null },
    after: { status: 'stopped', winner: 'b' },
    sentence: 'dana@example.com (operations) stopped the experiment hero_copy with b as the winner',
    links: ['/admin/experiments/'],
  },
  'learning.recompute': {
    recordType: 'learning',
    recordId: '3',
    before: null,
    after: { customers: 1, items: 40, pairs: 12 },
    sentence: 'dana@example.com (operations) ran the learning job over 1 customer',
  },
  'operator.add': {
    recordType: 'operator',
    recordId: '9',
    before: null,
    after: operatorRow('support'),
    sentence: 'dana@example.com (operations) added the operator sam@example.com as support',
    links: ['/admin/operators/'],
  },
  'operator.disable': {
    recordType: 'operator',
    recordId: '9',
    before: operatorRow('support'),
    after: { ...operatorRow('support'), disabled: true },
    sentence: 'dana@example.com (operations) disabled the operator sam@example.com',
    links: ['/admin/operators/'],
  },
  'operator.enable': {
    recordType: 'operator',
    recordId: '9',
    before: { ...operatorRow('support'), disabled: true },
    after: operatorRow('support'),
    sentence: 'dana@example.com (operations) enabled the operator sam@example.com',
    links: ['/admin/operators/'],
  },
  'operator.set_role': {
    recordType: 'operator',
    recordId: '9',
    before: operatorRow('support'),
    after: operatorRow('operations'),
    sentence: 'dana@example.com (operations) made sam@example.com operations (was support)',
    links: ['/admin/operators/'],
  },
  'operator.invite': {
    recordType: 'operator_invite',
    recordId: '2',
    before: null,
    after: { email: 'sam@example.com', role: 'support', expires_at: '2026-12-01T00:00:00.000Z' },
    sentence: 'dana@example.com (operations) invited sam@example.com as support',
    links: ['/admin/operators/'],
  },
  'operator.invite_revoke': {
    recordType: 'operator_invite',
    recordId: '2',
    before: null,
    after: { email: 'sam@example.com', role: 'support', revoked_at: '2026-11-28T00:00:00.000Z' },
    sentence: 'dana@example.com (operations) withdrew the invitation of sam@example.com',
    links: ['/admin/operators/'],
  },
  'operator.invite_accept': {
    recordType: 'operator_invite',
    recordId: '2',
    before: null,
    after: { email: 'sam@example.com', role: 'support', accepted_at: '2026-11-28T00:00:00.000Z', operator_id: 9 },
    sentence: 'sam@example.com accepted the invitation from dana@example.com (operations) and set a password',
    links: ['/admin/operators/'],
  },
  'operator.totp_begin': {
    recordType: 'operator',
    recordId: '1',
    before: { email: 'dana@example.com', role: 'operations' },
    after: { session: 'ab12cd34', address: '10.0.0.1' },
    sentence: 'dana@example.com (operations) started setting up an authenticator app',
  },
  'operator.totp_enrol': {
    recordType: 'operator',
    recordId: '1',
    before: { email: 'dana@example.com', totp_enabled: false },
    after: { totp_enabled: true, session: 'ab12cd34' },
    sentence: 'dana@example.com (operations) set up an authenticator app',
  },
  'operator.totp_reset': {
    recordType: 'operator',
    recordId: '9',
    before: { email: 'sam@example.com', totp_enabled: true },
    after: { email: 'sam@example.com', totp_enabled: false },
    sentence: 'dana@example.com (operations) reset the authenticator of sam@example.com',
    links: ['/admin/operators/'],
  },
};

describe('the audit in operator words', () => {
  it('has a sample, and so a tested sentence, for every kind the code writes', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(AUDIT_ACTIONS)('says %s in one sentence, with links to what it touched', (action) => {
    const sample = SAMPLES[action];
    const line = auditLine({ action, ...sample }, dana);
    expect(line.sentence).toBe(sample.sentence);
    expect(line.sentence).not.toMatch(/undefined|null|\[object|\?/);
    expect(line.links.map((link) => link.path)).toEqual(sample.links ?? []);
    for (const change of line.changes) expect(change.before ?? change.after).not.toMatch(/^\{/);
  });

  it('lists only the fields that changed, before → after in words', () => {
    const fee = auditLine({ action: 'zone.update', ...SAMPLES['zone.update'] }, dana);
    expect(fee.changes).toEqual([{ field: 'delivery fee', before: '$7.99', after: '$9.99' }]);
    const refund = auditLine({ action: 'order.refund', ...SAMPLES['order.refund'] }, dana);
    expect(refund.changes).toEqual([{ field: 'refunded', before: '$0.00', after: '$12.50' }]);
    const role = auditLine({ action: 'operator.set_role', ...SAMPLES['operator.set_role'] }, dana);
    expect(role.changes).toEqual([{ field: 'role', before: 'support', after: 'operations' }]);
    const created = auditLine({ action: 'zone.create', ...SAMPLES['zone.create'] }, dana);
    expect(created.changes).toContainEqual({ field: 'active', before: null, after: 'yes' });
    const status = auditLine({ action: 'subscription.cancel', ...SAMPLES['subscription.cancel'] }, dana);
    expect(status.changes).toEqual([
      { field: 'status', before: 'active', after: 'canceled' },
      { field: 'cancel reason', before: null, after: 'too expensive' },
    ]);
  });

  it('says a flag turned on or off, and another config’s value as typed', () => {
    const flag = { action: 'config.set' as const, recordType: 'config', recordId: 'web.salad_shooter' };
    expect(auditLine({ ...flag, before: { value: '0' }, after: { value: '1' } }, dana).sentence).toBe(
      'dana@example.com (operations) turned web.salad_shooter on',
    );
    expect(auditLine({ ...flag, before: { value: '1' }, after: { value: '0' } }, dana).sentence).toBe(
      'dana@example.com (operations) turned web.salad_shooter off',
    );
    const code = { action: 'config.set' as const, recordType: 'config', recordId: 'web.default_promo_code' };
    expect(auditLine({ ...code, before: null, after: { value: 'FREE40' } }, null).sentence).toBe(
      'Someone at the command line set web.default_promo_code to "FREE40"',
    );
  });

  it('names the command line when no operator made the change, and a kind it does not know plainly', () => {
    const shell = auditLine({ action: 'operator.totp_reset', ...SAMPLES['operator.totp_reset'] }, null);
    expect(shell.sentence).toBe('Someone at the command line reset the authenticator of sam@example.com');
    const newer = auditLine(
      { action: 'box.teleport', recordType: 'order', recordId: '3', before: null, after: {} },
      dana,
    );
    expect(newer.sentence).toBe('dana@example.com (operations) made a change of kind box.teleport to order 3');
  });
});
