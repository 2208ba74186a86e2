// `npm run orders -- refund` in process, on orders placed through the checkout API and paid at their cutoff: to the
// card, in parts, as credits, the credits part of an order, refusals, and a refund interrupted after the provider
// refunded (the next run finishes it with the same key: one refund), and a refusal, after which the next refund is
// asked with a new key (a provider replays a key's saved answer: the old key would be refused again).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime, checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { creditEntries, refunds } from '../../db/schema/credits';
import { orders } from '../../db/schema/orders';
import type { CliIo } from '../../lib/cli';
import { addCreditEntry, creditBalance } from '../credits/ledger';
import type { PaymentProvider, RefundRequest, RefundResult } from '../payments/provider';
import { TestPaymentProvider } from '../payments/test-provider';
import { runOrdersCommand } from './cli';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.9');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

/** The test provider, keeping the refunds it made by key (a refund made twice would show as two calls that each
 * refunded); `lose` makes the next call refund and then fail as a lost answer would; `refuse` makes the next new
 * refund refused. As Stripe does, the answer a key got is saved and replayed to that key. */
class RecordingProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly calls: RefundRequest[] = [];
  lose = 0;
  refuse = 0;
  private readonly answers = new Map<string, RefundResult>();
  private readonly inner = new TestPaymentProvider();
  beginSetup() {
    return this.inner.beginSetup();
  }
  charge(request: Parameters<PaymentProvider['charge']>[0]) {
    return this.inner.charge(request);
  }
  chargeStatus(chargeId: string) {
    return this.inner.chargeStatus(chargeId);
  }
  async refund(request: RefundRequest) {
    this.calls.push(request);
    const saved = this.answers.get(request.idempotencyKey);
    if (saved) return saved;
    let result: RefundResult;
    if (this.refuse > 0) {
      this.refuse -= 1;
      result = { status: 'failed', message: 'This charge is disputed and cannot be refunded.' };
    } else {
      result = await this.inner.refund(request);
    }
    this.answers.set(request.idempotencyKey, result);
    if (this.lose > 0) {
      this.lose -= 1;
      throw new Error('socket hang up');
    }
    return result;
  }
}

const provider = new RecordingProvider();

async function run(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
  await runOrdersCommand(args, subject.database.db, io, { provider, clock: api.clock });
  return lines;
}

const order = async (id: number) => (await subject.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundRows = (orderId: number) =>
  subject.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

/** Runs `work` with the app's clock at `when`. */
const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);

/** An order placed and paid at its cutoff; `credits` are given to the customer first, so the order spends them. */
async function paidOrder(email: string, credits = 0) {
  const who = await readyCustomer(email);
  if (credits > 0) {
    await addCreditEntry(subject.database.db, {
      customerId: who.id,
      amountCents: credits,
      kind: 'adjustment',
      reference: `test-${email}`,
      at: new Date(),
    });
  }
  const response = await place(who, `refund-${email}`);
  expect(response.statusCode).toBe(201);
  const id = response.json().id as number;
  const cutoff = new Date(response.json().delivery.cutoff_at);
  await at(new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());
  const row = await order(id);
  expect(row?.status).toBe('paid');
  return { who, id, row: row as NonNullable<typeof row> };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('npm run orders -- refund', () => {
  it('refunds everything left to the card, once', async () => {
    const { id, row } = await paidOrder('refund.card@example.com');
    const lines = await run('refund', String(id));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^refunded \\${money(row.totalCents)} of order ${id} to the card \\(re_test_[0-9a-f]{24}\\)$`),
      ),
    ]);
    expect((await order(id))?.refundedCents).toBe(row.totalCents);
    const [refund] = await refundRows(id);
    expect(refund).toMatchObject({
      amountCents: row.totalCents,
      method: 'card',
      idempotencyKey: `refund-${id}-1`,
      providerRefundId: expect.stringMatching(/^re_test_/),
    });
    expect(provider.calls.at(-1)).toEqual({
      chargeId: row.chargeId,
      amountCents: row.totalCents,
      idempotencyKey: `refund-${id}-1`,
    });
    await expect(run('refund', String(id))).rejects.toThrow(`order ${id} is refunded in full`);
  });

  it('refunds part, then the rest, and refuses more than is left', async () => {
    const { id, row } = await paidOrder('refund.parts@example.com');
    expect(await run('refund', String(id), '--amount-cents', '500')).toEqual([
      expect.stringMatching(new RegExp(`^refunded \\$5\\.00 of order ${id} to the card \\(re_test_\\w+\\)$`)),
    ]);
    const left = row.totalCents - 500;
    await expect(run('refund', String(id), '--amount-cents', String(left + 1))).rejects.toThrow(
      `order ${id} has ${money(left)} left to refund: --amount-cents ${left} at most`,
    );
    expect(await run('refund', String(id))).toEqual([
      expect.stringContaining(`refunded ${money(left)} of order ${id}`),
    ]);
    expect((await order(id))?.refundedCents).toBe(row.totalCents);
    const rows = await refundRows(id);
    expect(rows.map((each) => [each.amountCents, each.idempotencyKey])).toEqual([
      [500, `refund-${id}-1`],
      [left, `refund-${id}-2`],
    ]);
    expect(new Set(rows.map((each) => each.providerRefundId)).size).toBe(2);
  });

  it('gives it back as credits with --as credits', async () => {
    const { who, id } = await paidOrder('refund.credits@example.com');
    const before = await creditBalance(subject.database.db, who.id);
    expect(await run('refund', String(id), '--amount-cents', '1234', '--as', 'credits')).toEqual([
      `refunded $12.34 of order ${id} as credits`,
    ]);
    expect(await creditBalance(subject.database.db, who.id)).toBe(before + 1234);
    const [refund] = await refundRows(id);
    expect(refund).toMatchObject({ method: 'credit', amountCents: 1234, providerRefundId: null });
    const [entry] = await subject.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.reference, `refund-${refund?.id}`));
    expect(entry).toMatchObject({ kind: 'refund', amountCents: 1234, orderId: id, note: `Refund of order ${id}` });
    expect((await order(id))?.refundedCents).toBe(1234);
  });

  it('gives back what was paid with credits as credits, never to the card', async () => {
    const { who, id, row } = await paidOrder('refund.split@example.com', 1000);
    expect(row.creditsCents).toBe(1000);
    const balance = await creditBalance(subject.database.db, who.id);
    expect(await run('refund', String(id))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^refunded \\${money(row.totalCents + 1000)} of order ${id}: \\${money(row.totalCents)} to the card \\(re_test_\\w+\\) and \\$10\\.00 as credits$`,
        ),
      ),
    ]);
    expect(provider.calls.at(-1)?.amountCents).toBe(row.totalCents);
    expect(await creditBalance(subject.database.db, who.id)).toBe(balance + 1000);
    expect((await order(id))?.refundedCents).toBe(row.totalCents + 1000);
  });

  it('refuses an order that was not paid, an unknown order and malformed arguments', async () => {
    const who = await readyCustomer('refund.unpaid@example.com');
    const placed = await place(who, 'refund-unpaid');
    const id = placed.json().id as number;
    await expect(run('refund', String(id))).rejects.toThrow(
      `order ${id} is scheduled: only a paid or delivered order can be refunded`,
    );
    await expect(run('refund', '999999')).rejects.toThrow('no order 999999');
    await expect(run('refund')).rejects.toThrow('refund needs one order id');
    await expect(run('refund', String(id), '--amount-cents', '0')).rejects.toThrow('--amount-cents must be');
    await expect(run('refund', String(id), '--amount-cents', '12.5')).rejects.toThrow('--amount-cents must be');
    await expect(run('refund', String(id), '--as', 'cash')).rejects.toThrow('--as must be credits');
    expect(await refundRows(id)).toEqual([]);
  });

  it('finishes a refund interrupted after the provider refunded, with the same key: one refund', async () => {
    const { id, row } = await paidOrder('refund.crash@example.com');
    provider.lose = 1;
    await expect(run('refund', String(id), '--amount-cents', '700')).rejects.toThrow(
      `the refund of order ${id} is not finished (socket hang up): run the command again to finish it`,
    );
    // Left pending: the row, without the provider's refund, and nothing added to the order.
    const [pending] = await refundRows(id);
    expect(pending).toMatchObject({ amountCents: 700, providerRefundId: null, idempotencyKey: `refund-${id}-1` });
    expect((await order(id))?.refundedCents).toBe(0);

    // The operator runs the same command again: it finishes that refund, with the same key.
    const again = await run('refund', String(id), '--amount-cents', '700');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(
      new RegExp(`^finished an interrupted refund: refunded \\$7\\.00 of order ${id} to the card`),
    );
    const keys = provider.calls.filter((call) => call.chargeId === row.chargeId).map((call) => call.idempotencyKey);
    expect(keys).toEqual([`refund-${id}-1`, `refund-${id}-1`]);
    const rows = await refundRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).toMatch(/^re_test_/);
    expect((await order(id))?.refundedCents).toBe(700);
  });

  it('keeps a refused refund refused, and lets the next one go with a new key', async () => {
    const { id, row } = await paidOrder('refund.refused@example.com');
    provider.refuse = 1;
    await expect(run('refund', String(id))).rejects.toThrow(
      `the card refund of order ${id} was refused: This charge is disputed and cannot be refunded.`,
    );
    expect((await order(id))?.refundedCents).toBe(0);
    const [refused] = await refundRows(id);
    expect(refused).toMatchObject({
      amountCents: row.totalCents,
      idempotencyKey: `refund-${id}-1`,
      providerRefundId: null,
      refusedAt: expect.any(Date),
      refusedReason: 'This charge is disputed and cannot be refunded.',
    });

    // The next, smaller refund is a new one with its own key: not the refused one replayed, not resumed.
    const lines = await run('refund', String(id), '--amount-cents', '900');
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^refunded \\$9\\.00 of order ${id} to the card \\(re_test_\\w+\\)$`)),
    ]);
    const keys = provider.calls.filter((call) => call.chargeId === row.chargeId).map((call) => call.idempotencyKey);
    expect(keys).toEqual([`refund-${id}-1`, `refund-${id}-2`]);
    const rows = await refundRows(id);
    expect(rows.map((each) => [each.idempotencyKey, each.amountCents, each.refusedAt === null])).toEqual([
      [`refund-${id}-1`, row.totalCents, false],
      [`refund-${id}-2`, 900, true],
    ]);
    // Only what was refunded counts: the rest is still there to refund.
    expect((await order(id))?.refundedCents).toBe(900);
    expect(await run('refund', String(id))).toEqual([
      expect.stringContaining(`refunded ${money(row.totalCents - 900)} of order ${id}`),
    ]);
    expect((await order(id))?.refundedCents).toBe(row.totalCents);
  });
});
