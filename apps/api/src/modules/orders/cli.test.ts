// `npm run orders -- list` in process, on orders placed through the checkout API.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { CliIo } from '../../lib/cli';
import { runOrdersCommand } from './cli';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.5');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

async function orders(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
  await runOrdersCommand(args, subject.database.db, io);
  return lines;
}

describe('npm run orders -- list', () => {
  it('lists a day’s boxes for the drivers, as text or CSV, and totals them for the warehouse', async () => {
    const placed = [];
    for (const email of ['list.one@example.com', 'list.two@example.com']) {
      const who = await readyCustomer(email);
      placed.push((await place(who, `list-${email}`)).json());
    }
    const date = placed[0].delivery.date as string;
    expect(placed[1].delivery.date).toBe(date);

    const text = await orders('list', '--date', date);
    expect(text[0]).toBe('order\tstatus\tzone\temail\tname\taddress\tzip\tphone\tinstructions\titems\ttotal');
    const mine = text.filter((line) => /list\.(one|two)@example\.com/.test(line));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain('\tscheduled\tnyc\t');
    // Each ready customer has a household of its own (an apartment number of its own: test/checkout.ts).
    expect(mine[0]).toMatch(/350 Fifth Avenue, Apt \d+, New York, NY\t10001\t2125550100\tLeave with the doorman\t/);

    const csv = await orders('list', '--date', date, '--csv');
    expect(csv[0]).toBe('order,status,zone,email,name,address,zip,phone,instructions,items,total');
    expect(csv.find((line) => line.includes('list.one@example.com'))).toMatch(
      /"350 Fifth Avenue, Apt \d+, New York, NY"/,
    );

    const picklist = await orders('list', '--date', date, '--picklist');
    expect(picklist[0]).toBe('item\tname\tquantity');
    const [firstLine] = placed[0].lines as { type: string; id: number; quantity: number }[];
    const row = picklist.find((line) => line.startsWith(`${firstLine?.type}:${firstLine?.id}\t`));
    expect(Number(row?.split('\t')[2])).toBeGreaterThanOrEqual(2 * (firstLine?.quantity ?? 0));

    expect(await orders('list', '--date', date, '--zone', 'la')).toHaveLength(1);
  });

  it('refuses a missing or malformed date and unknown options with one line', async () => {
    await expect(orders('list')).rejects.toThrow('--date must be a day such as 2026-12-03');
    await expect(orders('list', '--date', '2026-13-45')).rejects.toThrow('--date must be');
    await expect(orders('list', '--date', '2026-12-03', '--bogus')).rejects.toThrow(/bogus/);
    await expect(orders('ship')).rejects.toThrow(/unknown command ship/);
  });
});

describe('npm run orders -- not-delivered', () => {
  it('marks a paid box that did not arrive, and refuses what it cannot mark with one line', async () => {
    const who = await readyCustomer('cli.not.delivered@example.com');
    const placed = await place(who, 'cli-not-delivered');
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    await expect(orders('not-delivered', String(orderId), '--reason', 'Left outside')).rejects.toThrow(
      `order ${orderId} is scheduled: only a paid or delivered box can be marked`,
    );
    const cutoff = Date.parse(placed.json().delivery.cutoff_at);
    const realNow = api.clock.now;
    api.clock.now = () => new Date(cutoff + 1000);
    try {
      await api.commerce.finalization.runDue();
    } finally {
      api.clock.now = realNow;
    }
    expect(await orders('not-delivered', String(orderId), '--reason', 'Left outside')).toEqual([
      `order ${orderId} marked not delivered: Left outside`,
    ]);
    await expect(orders('not-delivered', String(orderId))).rejects.toThrow('--reason');
    await expect(orders('not-delivered', 'twelve', '--reason', 'x')).rejects.toThrow('one order id');
  });
});
