// Also on the PostgreSQL server (its tests tagged postgres-server): two customers redeeming one card at once, exactly one wins: row locks on separate connections.
// Gift cards on the real app and database: codes that are long, random and forgiving to type; redeeming moves the
// balance to the credits once — the same customer again gets the same answer, anyone else 409, and of two customers
// redeeming at once (really concurrently on PostgreSQL) exactly one wins; limits per address and customer; the card
// emailed on its day, once; and the operator commands.
import { GiftCardMessage } from '@larder/contracts/values/gift-cards';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { creditEntries } from '../../db/schema/credits';
import type { CliIo } from '../../lib/cli';
import { renderEmail } from '../email/catalog';
import { issueCard } from './cards';
import { runGiftCardsCommand } from './cli';
import { formatCode, generateCode, normalizeCode } from './codes';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer } = checkoutClient(() => api, '10.12');

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000', GIFT_CARD_RATE_LIMIT_PER_IP: '1000' },
  });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const issue = async (amountCents = 5_000, recipientEmail?: string) =>
  (await issueCard(subject.database.db, { amountCents, recipientEmail }, api.clock.now())).code;
const redeem = (who: Who | undefined, code: string) =>
  call(who, { method: 'POST', url: '/api/v2/gift-cards/redeem/', payload: { code } });
const ledger = (customerId: number) =>
  subject.database.db.select().from(creditEntries).where(eq(creditEntries.customerId, customerId));

describe('codes', () => {
  it('are 20 random characters of Crockford base32, never repeated', () => {
    const codes = new Set(Array.from({ length: 2_000 }, generateCode));
    expect(codes.size).toBe(2_000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('read back as people type them, and nothing else', () => {
    const code = generateCode();
    const shown = formatCode(code);
    expect(shown).toMatch(/^GIFT(-[0-9A-Z]{4}){5}$/);
    expect(normalizeCode(shown)).toBe(code);
    expect(normalizeCode(shown.toLowerCase().replaceAll('-', ' '))).toBe(code);
    expect(normalizeCode(code)).toBe(code);
    expect(normalizeCode('GIFT-0000-1111-2222-3333-4444'.replace(/0/g, 'O').replace(/1/g, 'l'))).toBe(
      '00001111222233334444',
    );
    for (const bad of ['', 'GIFT', code.slice(1), `${code}0`, code.replace(/.$/, 'U'), '💳'.repeat(20)]) {
      expect(normalizeCode(bad)).toBeUndefined();
    }
  });
});

describe('redeeming', () => {
  it('moves the balance to the credits once, and answers the same customer the same again', async () => {
    const who = await customer('redeem.once@example.com');
    const code = await issue(5_000);
    const first = await redeem(who, code.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      amount_cents: 5_000,
      balance_cents: 5_000,
      detail: GiftCardMessage.redeemed('$50.00'),
    });
    const again = await redeem(who, code);
    expect(again.statusCode).toBe(200);
    expect(again.json().balance_cents).toBe(5_000);
    const entries = await ledger(who.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: 5_000, kind: 'gift_card' });
    const other = await customer('redeem.late@example.com');
    const late = await redeem(other, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(GiftCardMessage.AlreadyRedeemed);
    expect(await ledger(other.id)).toHaveLength(0);
  });

  it('lets exactly one of two customers redeeming at once win', { tags: ['postgres-server'] }, async () => {
    const code = await issue(2_500);
    const [a, b] = [await customer('race.a@example.com'), await customer('race.b@example.com')];
    const answers = await Promise.all([redeem(a, code), redeem(b, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [rows] = (
      await subject.database.db.execute(
        sql`select count(*)::int as n from credit_entries where reference like 'gift-card-%' and customer_id in (${a.id}, ${b.id})`,
      )
    ).rows as { n: number }[];
    expect(rows?.n).toBe(1);
  });

  it('refuses unknown, malformed and void codes, and anonymous visitors', async () => {
    const who = await customer('redeem.refused@example.com');
    expect((await redeem(who, formatCode(generateCode()))).statusCode).toBe(404);
    expect((await redeem(who, 'not a code')).json().detail).toBe(GiftCardMessage.Unknown);
    expect((await redeem(who, '')).statusCode).toBe(400);
    expect((await redeem(who, 'x'.repeat(65))).statusCode).toBe(400);
    const voided = await issue();
    const io: CliIo = { out: () => {}, err: () => {} };
    await runGiftCardsCommand(['void', voided], subject.database.db, io);
    const answer = await redeem(who, voided);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe(GiftCardMessage.Void);
    expect((await redeem(undefined, await issue())).statusCode).toBe(403);
    expect(await ledger(who.id)).toHaveLength(0);
  });

  it('limits attempts per customer (guessing), past which it answers 429', async () => {
    const limited = await createTestApp({
      env: { GIFT_CARD_RATE_LIMIT_PER_CUSTOMER: '3', GIFT_CARD_RATE_LIMIT_PER_IP: '1000' },
    });
    try {
      const client = checkoutClient(() => limited.app, '10.13');
      const who = await client.customer('guesser@example.com');
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (
            await client.call(who, {
              method: 'POST',
              url: '/api/v2/gift-cards/redeem/',
              payload: { code: formatCode(generateCode()) },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('delivery', () => {
  it('emails a card on its day, once', async () => {
    const code = await issue(7_500, 'friend@example.com');
    expect(await api.commerce.giftCards.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(await api.commerce.giftCards.deliverDue()).toBe(0);
    const mail = (
      await subject.database.db.execute(
        sql`select recipient, data from email_outbox where template = 'gift_card' and data->>'code' = ${code}`,
      )
    ).rows as { recipient: string; data: { amountCents: number } }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'friend@example.com', data: { amountCents: 7_500 } });
    const rendered = await renderEmail('gift_card', mail[0]?.data, {
      brand: 'Larder',
      accountPath: '/mylarder/',
      siteOrigin: 'https://shop.larder.test',
    });
    expect(rendered.subject).toBe('Your Larder gift card');
    expect(rendered.text).toContain(code);
    expect(rendered.text).toContain('$75.00');
    expect(rendered.text).toContain('https://shop.larder.test/redeem/');
  });
});

describe('npm run giftcards', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    await runGiftCardsCommand(args, subject.database.db, {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    return lines;
  };

  it('issues, lists and voids cards, and refuses bad input', async () => {
    const [issued = ''] = await run('issue', '--amount-cents', '3000', '--email', 'ops@example.com');
    const code = issued.split('\t')[0] ?? '';
    expect(issued).toMatch(/^GIFT(-[0-9A-Z]{4}){5}\t\$30\.00\temailed to ops@example\.com within ten minutes$/);
    expect(
      (await run('list')).some((line) => line.startsWith(`…${code.slice(-4)}\t$30.00\tactive\tops@example.com`)),
    ).toBe(true);
    expect(await run('void', code)).toEqual(['voided']);
    await expect(run('void', code.replace(/^GIFT-/, 'GIFT-0'))).rejects.toThrow('no gift card has that code');
    await expect(run('issue', '--amount-cents', '100')).rejects.toThrow('--amount-cents must be a whole number');
    await expect(run('issue', '--amount-cents', '3000', '--email', 'nope')).rejects.toThrow('--email must be');
    await expect(run('frobnicate')).rejects.toThrow('unknown command frobnicate');
  });
});
