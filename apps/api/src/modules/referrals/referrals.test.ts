// Referrals (issue 41; docs/decisions/231-referrals.md) through the real API on PGlite: the link's cookie, the
// friend's referral at sign-up, the friend's offer weighed against the new-customer offer (never both), the referrer's
// credits only once the friend's first box is paid, and each abuse case: the same card, the same address, oneself,
// the monthly cap and a refunded first box. The console lists each change with its reason and revokes (operations).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime, checkoutClient, GOOD_CARD, uniqueCardNumber, type Who } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/email-outbox';
import { auditLog } from '../../db/schema/operators';
import { orderLines, orders } from '../../db/schema/orders';
import { referralEvents, referrals } from '../../db/schema/referrals';
import { setConfigValue } from '../configs/repository';
import { creditBalance } from '../credits/ledger';
import { OrderRefunds } from '../orders/refunds';

let subject: TestApp;
let api: FastifyInstance;
const client = checkoutClient(() => api, '10.41');
const consoles = consoleClient(() => api, '10.42');
const db = () => subject.database.db;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
});

let cards = 0;
/** A card number no other customer of this file has. */
const ownCard = () => {
  cards += 1;
  return { ...GOOD_CARD, number: uniqueCardNumber(process.pid * 1000 + 500 + cards) };
};

const selfView = async (who: Who) => {
  const answer = await client.call(who, { method: 'GET', url: '/api/v2/referrals/self/' });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

/** A referrer ready to check out (their card and address saved) and their code. */
async function referrer(email: string, card = ownCard(), address2?: string) {
  const who = await client.readyCustomer(email, card, address2 ? { address2 } : {});
  return { who, card, code: (await selfView(who)).code as string };
}

/** A friend who followed `code`'s link and signed up, ready to place their first order. */
const friend = (email: string, code: string, extra: { card?: typeof GOOD_CARD; address2?: string } = {}) =>
  client.readyCustomer(email, extra.card ?? ownCard(), { cookie: `larder_ref=${code}`, address2: extra.address2 });

const referralOf = async (friendId: number) =>
  (await db().select().from(referrals).where(eq(referrals.friendId, friendId)))[0];

/** Places the first order without the new-customer code, then pays it at its cutoff. */
async function payFirstBox(who: Who, key: string, beforePaid?: (orderId: number, cutoff: Date) => Promise<void>) {
  expect((await client.call(who, { method: 'DELETE', url: '/api/v2/checkout/promo/' })).statusCode).toBe(200);
  const placed = await client.place(who, key);
  expect(placed.statusCode).toBe(201);
  const id = placed.json().id as number;
  const cutoff = new Date(placed.json().delivery.cutoff_at);
  await beforePaid?.(id, cutoff);
  await atTime(api, new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  expect(row?.status).toBe('paid');
  return { id, order: placed.json(), row: row as NonNullable<typeof row> };
}

const mailTo = (recipient: string) => db().select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));

describe('the referral link', () => {
  it('keeps a known code in a first-party cookie for 30 days, the first one winning, and goes home', async () => {
    const { code } = await referrer('link.owner@example.com');
    const followed = await api.inject({ method: 'GET', url: `/r/${code}/` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/');
    const cookie = followed.cookies.find((entry) => entry.name === 'larder_ref');
    expect(cookie).toMatchObject({
      value: code,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
      path: '/',
    });

    const second = await api.inject({
      method: 'GET',
      url: `/r/${code}/`,
      headers: { cookie: 'larder_ref=0123456789ab' },
    });
    expect(second.statusCode).toBe(302);
    expect(second.cookies.find((entry) => entry.name === 'larder_ref')).toBeUndefined();

    for (const unknown of ['000000000000', 'not-a-code', 'x'.repeat(90)]) {
      const answer = await api.inject({ method: 'GET', url: `/r/${unknown}/` });
      expect(answer.statusCode).toBe(302);
      expect(answer.cookies.find((entry) => entry.name === 'larder_ref')).toBeUndefined();
    }
  });
});

describe('a friend who signs up through the link', () => {
  it('gets the offer on the first box, and the referrer’s credits arrive only when it is paid', async () => {
    const { who: owner, code } = await referrer('happy.referrer@example.com');
    const view = await selfView(owner);
    expect(view).toMatchObject({ code, invited: 0, joined: 0, rewarded: 0, earned_cents: 0 });
    expect(view.link).toMatch(new RegExp(`^https?://[^/]+/r/${code}/$`));

    const pal = await friend('happy.friend@example.com', code);
    expect(await referralOf(pal.id)).toMatchObject({ referrerId: owner.id, status: 'joined', reason: 'joined' });
    expect(await selfView(owner)).toMatchObject({ joined: 1, rewarded: 0 });

    let creditsBeforePaid = -1;
    const { order, row } = await payFirstBox(pal, 'happy-first', async () => {
      creditsBeforePaid = await creditBalance(db(), owner.id);
    });
    // The friend's $40 off, not the new-customer code (removed) and not both.
    expect(order.totals.discount_cents).toBe(Math.min(4000, order.totals.subtotal_cents));
    expect(row.discountCents).toBe(4000);
    expect(creditsBeforePaid).toBe(0);

    expect(await creditBalance(db(), owner.id)).toBe(2000);
    expect(await referralOf(pal.id)).toMatchObject({ status: 'rewarded', rewardCents: 2000, firstOrderId: row.id });
    expect(await selfView(owner)).toMatchObject({ joined: 1, rewarded: 1, earned_cents: 2000 });
    expect((await mailTo('happy.referrer@example.com')).map((mail) => mail.template)).toContain('referral_reward');
    expect((await mailTo('happy.friend@example.com')).map((mail) => mail.template)).toContain('referral_thanks');

    // Paid again (the webhook after the pass): nothing more.
    await api.commerce.payments.recordFor(db(), row.id, row.paymentAttempts, { status: 'succeeded', chargeId: null });
    expect(await creditBalance(db(), owner.id)).toBe(2000);
  });

  it('gets the larger of the referral offer and the new-customer offer, never both, capped at the box', async () => {
    const { code } = await referrer('weigh.referrer@example.com');
    const pal = await friend('weigh.friend@example.com', code);
    const view = async () => (await client.call(pal, { method: 'GET', url: '/api/v2/checkout/' })).json();
    const totals = async () => (await view()).totals;
    const applied = await client.call(pal, {
      method: 'PUT',
      url: '/api/v2/checkout/promo/',
      payload: { code: 'FREE40' },
    });
    expect(applied.statusCode).toBe(200);
    const subtotal = (await totals()).subtotal_cents as number;
    const free40 = Math.min(8000, Math.floor((subtotal * 40) / 100));
    try {
      await setConfigValue(db(), 'referral.friend_discount_cents', '100');
      expect((await totals()).discount_cents).toBe(free40);
      // The checkout says which offer applies, so its label names it.
      expect(await view()).toMatchObject({ promo: { code: 'FREE40' }, referral_offer_cents: null });
      await setConfigValue(db(), 'referral.friend_discount_cents', String(free40 + 1));
      expect((await totals()).discount_cents).toBe(free40 + 1);
      expect((await view()).referral_offer_cents).toBe(free40 + 1);
      await setConfigValue(db(), 'referral.friend_discount_cents', '99999999');
      expect((await totals()).discount_cents).toBe(subtotal);
    } finally {
      await setConfigValue(db(), 'referral.friend_discount_cents', '4000');
    }
  });
});

describe('no reward', () => {
  it('when the friend pays with the referrer’s card', async () => {
    const { who: owner, code, card } = await referrer('card.referrer@example.com');
    const pal = await friend('card.friend@example.com', code, { card });
    await payFirstBox(pal, 'card-first');
    expect(await referralOf(pal.id)).toMatchObject({ status: 'refused', reason: 'same_card' });
    expect(await creditBalance(db(), owner.id)).toBe(0);
  });

  it('when the friend’s address is the referrer’s, however it is written', async () => {
    const { who: owner, code } = await referrer('address.referrer@example.com', ownCard(), 'Apt 41B');
    const pal = await friend('address.friend@example.com', code, { address2: 'apartment 41-b' });
    await payFirstBox(pal, 'address-first');
    expect(await referralOf(pal.id)).toMatchObject({ status: 'refused', reason: 'same_address' });
    expect(await creditBalance(db(), owner.id)).toBe(0);
  });

  it('for oneself: the referrer’s own address under another spelling gets no referral offer and no reward', async () => {
    const { who: owner, code } = await referrer('Self.Referrer@gmail.com');
    const me = await friend('self.referrer+again@gmail.com', code);
    expect(await referralOf(me.id)).toMatchObject({ referrerId: owner.id, status: 'refused', reason: 'self' });
    const { order } = await payFirstBox(me, 'self-first');
    expect(order.totals.discount_cents).toBe(0);
    expect(await referralOf(me.id)).toMatchObject({ status: 'refused', reason: 'self' });
    expect(await creditBalance(db(), owner.id)).toBe(0);
    expect(await selfView(owner)).toMatchObject({ joined: 0, rewarded: 0 });
  });

  it('past 10 rewards in a month', async () => {
    const { who: owner, code } = await referrer('cap.referrer@example.com');
    const earlier: number[] = [];
    for (let n = 0; n < 10; n += 1)
      earlier.push((await client.customer(`cap.${n}@example.com`, `larder_ref=${code}`)).id);
    const pal = await friend('cap.friend@example.com', code);
    await payFirstBox(pal, 'cap-first', async (_, cutoff) => {
      // Ten rewards already this month (as ten paid first boxes would have left them).
      await db()
        .update(referrals)
        .set({ status: 'rewarded', rewardCents: 2000, rewardedAt: cutoff })
        .where(inArray(referrals.friendId, earlier));
    });
    expect(await referralOf(pal.id)).toMatchObject({ status: 'refused', reason: 'monthly_cap' });
    expect(await creditBalance(db(), owner.id)).toBe(0);
  });

  it('once the friend’s first box is refunded in full: the unspent reward is taken back', async () => {
    const { who: owner, code } = await referrer('refund.referrer@example.com');
    const pal = await friend('refund.friend@example.com', code);
    const { id } = await payFirstBox(pal, 'refund-first');
    expect(await creditBalance(db(), owner.id)).toBe(2000);
    const refunds = new OrderRefunds(db(), api.clock, api.commerce.provider);
    await refunds.refund({ orderId: id, amountCents: 500 });
    expect(await creditBalance(db(), owner.id)).toBe(2000);
    await refunds.refund({ orderId: id });
    expect(await creditBalance(db(), owner.id)).toBe(0);
    expect(await referralOf(pal.id)).toMatchObject({ status: 'revoked', reason: 'refunded' });
  });

  it('a first box given back for less than half keeps the reward; problem credits reaching half take it back', async () => {
    const { who: owner, code } = await referrer('problem.referrer@example.com');
    const pal = await friend('problem.friend@example.com', code);
    const { id, row } = await payFirstBox(pal, 'problem-first');
    expect(await creditBalance(db(), owner.id)).toBe(2000);
    const nextMorning = new Date(new Date(`${row.deliveryDate}T23:59:00-05:00`).getTime() + 2 * 60 * 60 * 1000);
    await atTime(api, nextMorning, () => api.commerce.deliveryMarks.markDue());
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    lines.sort((a, b) => a.unitPriceCents * a.quantity - b.unitPriceCents * b.quantity);
    const [cheapest, ...rest] = lines;
    if (!cheapest || rest.length < 2) throw new Error('a box of three lines or more');
    const report = (reported: typeof lines) =>
      atTime(api, new Date(nextMorning.getTime() + 24 * 60 * 60 * 1000), () =>
        client.call(pal, {
          method: 'POST',
          url: `/api/v2/orders/${id}/issues/`,
          payload: {
            lines: reported.map((line) => ({
              content_type: line.itemType,
              object_id: line.itemId,
              problem: 'missing',
            })),
          },
        }),
      );
    const paid = row.totalCents + row.creditsCents;

    // One missing item, under half of what the box took: the referrer keeps the reward.
    const small = await report([cheapest]);
    expect(small.statusCode, small.body).toBe(201);
    expect((small.json().credited_cents as number) * 2).toBeLessThan(paid);
    expect(await creditBalance(db(), owner.id)).toBe(2000);
    expect(await referralOf(pal.id)).toMatchObject({ status: 'rewarded' });

    // The rest reported: half or more given back, so the first box was not really bought; the unspent reward goes.
    const large = await report(rest);
    expect(large.statusCode, large.body).toBe(201);
    expect(
      ((small.json().credited_cents as number) + (large.json().credited_cents as number)) * 2,
    ).toBeGreaterThanOrEqual(paid);
    expect(await creditBalance(db(), owner.id)).toBe(0);
    expect(await referralOf(pal.id)).toMatchObject({ status: 'revoked', reason: 'refunded' });
    // Given back further (a refund of what is left): nothing more happens to the referral.
    await new OrderRefunds(db(), api.clock, api.commerce.provider).refund({ orderId: id });
    expect(await creditBalance(db(), owner.id)).toBe(0);
    const reasons = await db()
      .select({ reason: referralEvents.reason })
      .from(referralEvents)
      .innerJoin(referrals, eq(referrals.id, referralEvents.referralId))
      .where(eq(referrals.friendId, pal.id));
    expect(reasons.map((entry) => entry.reason)).toEqual(['joined', 'rewarded', 'refunded']);
  });
});

describe('invitations', () => {
  it('sends one email per address with the link, at most 10 a request, 20 a day, one address once a month', async () => {
    const { who: owner, code } = await referrer('invites.referrer@example.com');
    const invite = (payload: unknown) =>
      client.call(owner, { method: 'POST', url: '/api/v2/referrals/self/invites/', payload: payload as object });

    const tooMany = await invite({ emails: Array.from({ length: 11 }, (_, n) => `many${n}@example.com`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().emails).toBeDefined();
    const control = await invite({ emails: ['a@example.com'], message: 'Hi\u0007there' });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBeDefined();
    const badAddress = await invite({ emails: ['not an address\u0000'] });
    expect(badAddress.statusCode).toBe(400);

    const first = await invite({
      emails: ['Pal.One@example.com', 'pal.two@example.com'],
      message: 'Try it!\nYou’ll like it.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: ['pal.one@example.com', 'pal.two@example.com'], skipped: [] });
    const [mail] = await mailTo('pal.one@example.com');
    expect(mail).toMatchObject({
      template: 'referral_invite',
      data: expect.objectContaining({ code, message: 'Try it!\nYou’ll like it.' }),
    });

    const again = await invite({ emails: ['pal.one@example.com', 'pal.three@example.com'] });
    expect(again.json()).toEqual({ sent: ['pal.three@example.com'], skipped: ['pal.one@example.com'] });
    expect(await mailTo('pal.one@example.com')).toHaveLength(1);
    expect(await selfView(owner)).toMatchObject({ invited: 3 });

    const batch = (from: number) => Array.from({ length: 10 }, (_, n) => `day${from + n}@example.com`);
    expect((await invite({ emails: batch(0) })).statusCode).toBe(200);
    const over = await invite({ emails: batch(10) });
    expect(over.statusCode).toBe(429);
    expect(over.json().emails).toBeDefined();
    expect(await mailTo('day10@example.com')).toHaveLength(0);
  });

  it('is for a signed-in customer', async () => {
    const answer = await client.call(undefined, { method: 'GET', url: '/api/v2/referrals/self/' });
    expect([401, 403]).toContain(answer.statusCode);
  });
});

describe('the console', () => {
  it('lists a customer’s referrals with a reason for each change; operations revoke a reward, audited', async () => {
    const { who: owner, code } = await referrer('console.referrer@example.com');
    const pal = await friend('console.friend@example.com', code);
    await payFirstBox(pal, 'console-first');
    const support = await consoles.operator('support.referrals@example.com', 'support');
    const operations = await consoles.operatorAccount('ops.referrals@example.com', 'operations');

    const listed = await consoles.call(support, { method: 'GET', url: `/api/admin/customers/${owner.id}/referrals/` });
    expect(listed.statusCode).toBe(200);
    const [referral] = listed.json().results;
    expect(referral).toMatchObject({ friend_id: pal.id, status: 'rewarded', reward_cents: 2000 });
    expect(referral.events.map((event: { reason: string }) => event.reason)).toEqual(['joined', 'rewarded']);

    const url = `/api/admin/referrals/${referral.id}/revoke/`;
    expect((await consoles.call(support, { method: 'POST', url, payload: { reason: 'farming' } })).statusCode).toBe(
      403,
    );
    expect((await consoles.call(operations.cookie, { method: 'POST', url, payload: {} })).statusCode).toBe(400);
    const revoked = await consoles.call(operations.cookie, { method: 'POST', url, payload: { reason: 'farming' } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().results[0]).toMatchObject({ status: 'revoked' });
    expect(revoked.json().results[0].events.at(-1)).toMatchObject({ reason: 'revoked', operator_id: operations.id });
    expect(await creditBalance(db(), owner.id)).toBe(0);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.revoke'), eq(auditLog.recordId, String(referral.id))));
    expect(audits).toHaveLength(1);
    expect(
      (await consoles.call(operations.cookie, { method: 'POST', url, payload: { reason: 'again' } })).statusCode,
    ).toBe(409);
    const events = await db().select().from(referralEvents).where(eq(referralEvents.referralId, referral.id));
    expect(events).toHaveLength(3);
  });
});
