// The experiments' routes on the real app (issue 40; decision 220): the console's create, start and stop (admin only,
// validated, audited, draft → running → stopped); the storefront's payload (never writes; sets the anonymous id
// cookie), exposures checked against the server's own assignment and recorded once; the anonymous id linked at
// sign-up and login, so a customer keeps their variation on another device; results counting only conversions after
// the first exposure.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn, sessionCookie, signUp } from '../../../test/accounts';
import { checkoutClient } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { experimentExposures, visitorLinks } from '../../db/schema/experiments';
import { auditLog } from '../../db/schema/operators';
import { orderLines, orders } from '../../db/schema/orders';
import { telemetryEvents } from '../../db/schema/telemetry';
import { setConfigValue } from '../configs/repository';
import { assign } from './assignment';

let subject: TestApp;
let api: FastifyInstance;
const { call, operator } = consoleClient(() => api, '10.71');
const shop = checkoutClient(() => api, '10.72');
let admin: string;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  admin = await operator('experiments.admin@example.com', 'admin');
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

const definition = (key: string, metric = 'signup') => ({
  key,
  name: 'Bigger photos',
  hypothesis: 'Bigger photos make more visitors sign up.',
  metric,
  variations: [
    { key: 'control', name: 'Control', weight: 50 },
    { key: 'big', name: 'Big photos', weight: 50 },
  ],
});

const create = (body: unknown, cookie = admin) =>
  call(cookie, { method: 'POST', url: '/api/admin/experiments/', payload: body as Record<string, unknown> });
const setStatus = (key: string, body: Record<string, unknown>, cookie = admin) =>
  call(cookie, { method: 'PUT', url: `/api/admin/experiments/${key}/status/`, payload: body });
const results = (key: string) => call(admin, { method: 'GET', url: `/api/admin/experiments/${key}/results/` });

/** A new visitor: their `larder_anon` cookie header and the payload the GET answered. */
async function visit(cookie?: string) {
  const response = await shop.call(undefined, {
    method: 'GET',
    url: '/api/v2/experiments/',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const set = response.cookies.find((entry) => entry.name === 'larder_anon');
  return { body, cookie: cookie ?? `larder_anon=${set?.value}`, set };
}

const expose = (cookie: string, experiment: string, variation: string) =>
  shop.call(undefined, {
    method: 'POST',
    url: '/api/v2/experiments/exposures/',
    headers: { cookie },
    payload: { experiment, variation },
  });

/** Visitors until one is assigned `variation` of `key` (the server's own SDK evaluation, on the served payload). */
async function visitorIn(key: string, variation: string) {
  for (let i = 0; i < 40; i += 1) {
    const visitor = await visit();
    if (assign(visitor.body.features, key, visitor.body.attributes.id).value === variation) return visitor;
  }
  throw new Error(`no visitor in ${variation}`);
}

const enrollment = (on: boolean) =>
  setConfigValue(subject.database.db, 'web.client_side_experiment_enrollment', on ? '1' : '0');

describe('experiments in the console', () => {
  it('admins create a draft (audited); bad bodies are 400s naming the field; a taken key is 409', async () => {
    const created = await create(definition('photos'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key: 'photos', status: 'draft', winner: null, started_at: null });
    const [audited] = await subject.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'experiment'), eq(auditLog.recordId, 'photos')));
    expect(audited?.n).toBe(1);

    expect((await create(definition('photos'))).statusCode).toBe(409);
    const weights = await create({
      ...definition('weights'),
      variations: [
        { key: 'a', name: 'A', weight: 60 },
        { key: 'b', name: 'B', weight: 50 },
      ],
    });
    expect(weights.statusCode).toBe(400);
    expect(weights.body).toContain('variations');
    const metric = await create({ ...definition('metric'), metric: 'clicks' });
    expect(metric.statusCode).toBe(400);
    expect(metric.body).toContain('metric');
    const fraction = await create({
      ...definition('fraction'),
      variations: [
        { key: 'a', name: 'A', weight: 50.5 },
        { key: 'b', name: 'B', weight: 49.5 },
      ],
    });
    expect(fraction.statusCode).toBe(400);
    const list = await call(admin, { method: 'GET', url: '/api/admin/experiments/' });
    expect(list.json().results.map((row: { key: string }) => row.key)).toEqual(['photos']);
  });

  it('support and operations read but do not change; draft → running → stopped, retries change nothing', async () => {
    const support = await operator('experiments.support@example.com', 'support');
    const operations = await operator('experiments.ops@example.com', 'operations');
    expect((await create(definition('roles'), operations)).statusCode).toBe(403);
    expect((await create(definition('roles'), support)).statusCode).toBe(403);
    expect((await create(definition('roles'))).statusCode).toBe(201);
    expect((await setStatus('roles', { status: 'running' }, operations)).statusCode).toBe(403);
    expect((await call(support, { method: 'GET', url: '/api/admin/experiments/roles/results/' })).statusCode).toBe(200);

    expect((await setStatus('roles', { status: 'stopped' })).statusCode).toBe(409);
    const started = await setStatus('roles', { status: 'running' });
    expect(started.json()).toMatchObject({ status: 'running' });
    expect((await setStatus('roles', { status: 'running' })).json().started_at).toBe(started.json().started_at);
    const unknownWinner = await setStatus('roles', { status: 'stopped', winner: 'huge' });
    expect(unknownWinner.statusCode).toBe(409);
    expect(unknownWinner.json()).toHaveProperty('winner');
    const stopped = await setStatus('roles', { status: 'stopped', winner: 'big' });
    expect(stopped.json()).toMatchObject({ status: 'stopped', winner: 'big' });
    expect((await setStatus('roles', { status: 'stopped', winner: 'big' })).statusCode).toBe(200);
    expect((await setStatus('roles', { status: 'running' })).statusCode).toBe(409);
    expect(
      (await call(admin, { method: 'PUT', url: '/api/admin/experiments/nope/status/', payload: { status: 'running' } }))
        .statusCode,
    ).toBe(404);
    const actions = await subject.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'experiment'), eq(auditLog.recordId, 'roles')));
    expect(actions.map((row) => row.action)).toEqual(['experiment.create', 'experiment.start', 'experiment.stop']);
    // Stopped on `big`: every visitor sees it, nobody is enrolled.
    const visitor = await visit();
    expect(assign(visitor.body.features, 'roles', visitor.body.attributes.id)).toEqual({
      value: 'big',
      inExperiment: false,
    });
  });
});

describe('experiments on the storefront', () => {
  it('the GET sets a year-long anonymous id cookie and writes nothing; with enrollment off everyone is control', async () => {
    await enrollment(false);
    await create(definition('storefront'));
    await setStatus('storefront', { status: 'running' });
    const rows = async () => (await subject.database.db.select({ n: count() }).from(experimentExposures))[0]?.n ?? 0;
    const before = await rows();
    const first = await visit();
    expect(first.set).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 31_536_000, path: '/' });
    expect(first.body.attributes.id).toBe(first.set?.value);
    const again = await visit(first.cookie);
    expect(again.set).toBeUndefined();
    expect(again.body.attributes.id).toBe(first.body.attributes.id);
    expect(await rows()).toBe(before);
    expect(assign(first.body.features, 'storefront', first.body.attributes.id)).toEqual({
      value: 'control',
      inExperiment: false,
    });
    const refused = await expose(first.cookie, 'storefront', 'control');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('experiment');
  });

  it('an exposure is checked against the assignment and recorded once', async () => {
    await enrollment(true);
    const visitor = await visitorIn('storefront', 'big');
    const forged = await expose(visitor.cookie, 'storefront', 'control');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toHaveProperty('variation');
    const first = await expose(visitor.cookie, 'storefront', 'big');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ experiment: 'storefront', variation: 'big', recorded: true });
    const second = await expose(visitor.cookie, 'storefront', 'big');
    expect(second.statusCode).toBe(200);
    expect(second.json().recorded).toBe(false);
    expect((await expose(visitor.cookie, 'nothing', 'big')).statusCode).toBe(404);
    expect((await expose(visitor.cookie, 'storefront', 'BIG!')).statusCode).toBe(400);
    expect((await results('storefront')).json().variations).toEqual([
      expect.objectContaining({ key: 'control', visitors: 0 }),
      expect.objectContaining({ key: 'big', visitors: 1 }),
    ]);
  });

  it('a first exposure writes one Experiment Viewed event in its own transaction; a failed one leaves neither', async () => {
    await enrollment(true);
    await create(definition('viewed'));
    await setStatus('viewed', { status: 'running' });
    const visitor = await visitorIn('viewed', 'big');
    const id = visitor.body.attributes.id as string;
    const sdkId = '0b7e5c1a-9d2f-4e3b-8a6c-5f4d3e2c1b0a';
    // The browser's cookies: the visitor's anonymous id and the analytics SDK's own (whose id its events carry).
    const cookie = `${visitor.cookie}; ajs_anonymous_id=${sdkId}`;
    const exposeFrom = () =>
      shop.call(undefined, {
        method: 'POST',
        url: '/api/v2/experiments/exposures/',
        headers: { cookie, referer: 'http://localhost/mylarder/?utm_source=mail' },
        payload: { experiment: 'viewed', variation: 'big' },
      });
    const db = subject.database.db;
    const events = () =>
      db
        .select()
        .from(telemetryEvents)
        .where(
          and(
            eq(telemetryEvents.event, 'Experiment Viewed'),
            sql`${telemetryEvents.properties}->>'experiment_id' = 'viewed'`,
          ),
        );
    const exposures = () =>
      db.select().from(experimentExposures).where(eq(experimentExposures.experimentKey, 'viewed'));

    // The event cannot be stored (the database refuses it): the exposure is not recorded either.
    await db.execute(
      sql`alter table telemetry_events add constraint refuse_viewed check (event is distinct from 'Experiment Viewed') not valid`,
    );
    try {
      expect((await exposeFrom()).statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table telemetry_events drop constraint refuse_viewed`);
    }
    expect(await exposures()).toEqual([]);
    expect(await events()).toEqual([]);

    // Recorded: the exposure and exactly one event, as the browser's analytics sent it before.
    const first = await exposeFrom();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ experiment: 'viewed', variation: 'big', recorded: true });
    expect(first.cookies.find((entry) => entry.name === 'ajs_anonymous_id')).toBeUndefined();
    expect((await exposeFrom()).json().recorded).toBe(false);
    expect((await expose(visitor.cookie, 'viewed', 'big')).statusCode).toBe(200);
    expect(await exposures()).toHaveLength(1);
    const stored = await events();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      writeKey: 'larder-web',
      type: 'track',
      event: 'Experiment Viewed',
      userId: null,
      anonymousId: sdkId,
      properties: { experiment_id: 'viewed', variation_id: 'big', currency: 'USD' },
      context: { library: { name: 'larder-api' }, page: { path: '/mylarder/', search: '?utm_source=mail' } },
    });
    expect(stored[0]?.properties).toEqual({ experiment_id: 'viewed', variation_id: 'big', currency: 'USD' });
    expect(stored[0]?.occurredAt).toEqual((await exposures())[0]?.firstExposedAt);
    expect(id).not.toBe(sdkId);
  });

  it('sign-up links the id: the variation stays after sign-up and on another device; conversions only after exposure', async () => {
    await enrollment(true);
    await create(definition('signup-test'));
    await setStatus('signup-test', { status: 'running' });
    // Signed up before the exposure: not a conversion.
    const early = await visitorIn('signup-test', 'control');
    const earlyUp = await signUp(
      api,
      { email: 'early@example.com' },
      { cookie: early.cookie, remoteAddress: '10.73.0.1' },
    );
    expect(earlyUp.statusCode).toBe(201);
    const earlyBoth = `${sessionCookie(earlyUp)}; ${early.cookie}`;
    const earlyExposure = await expose(earlyBoth, 'signup-test', 'control');
    expect(earlyExposure.statusCode).toBe(201);
    // A signed-in customer's event names them (the id `identify` gives). The request had no analytics SDK cookie: the
    // answer sets one (the SDK loaded later adopts it) and the event carries its id.
    const [earlyEvent] = await subject.database.db
      .select()
      .from(telemetryEvents)
      .where(sql`${telemetryEvents.properties}->>'experiment_id' = 'signup-test'`);
    const sdkCookie = earlyExposure.cookies.find((entry) => entry.name === 'ajs_anonymous_id');
    // Readable by the page's script, as the SDK's own cookie.
    expect(sdkCookie?.httpOnly).not.toBe(true);
    expect(sdkCookie).toMatchObject({
      sameSite: 'Lax',
      maxAge: 31_536_000,
      path: '/',
    });
    expect(earlyEvent?.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(earlyEvent).toMatchObject({
      event: 'Experiment Viewed',
      userId: String(earlyUp.json().id),
      anonymousId: sdkCookie?.value,
      properties: { experiment_id: 'signup-test', variation_id: 'control', currency: 'USD' },
    });

    // Exposed, then signed up: a conversion, and the same variation everywhere after.
    const visitor = await visitorIn('signup-test', 'big');
    expect((await expose(visitor.cookie, 'signup-test', 'big')).statusCode).toBe(201);
    const up = await signUp(
      api,
      { email: 'later@example.com' },
      { cookie: visitor.cookie, remoteAddress: '10.73.0.2' },
    );
    expect(up.statusCode).toBe(201);
    const links = await subject.database.db
      .select()
      .from(visitorLinks)
      .where(eq(visitorLinks.customerId, up.json().id as number));
    expect(links.map((row) => row.anonymousId)).toEqual([visitor.body.attributes.id]);

    // Another device: a new anonymous id, then a login; the hash id is still the first one.
    const phone = await visit();
    expect(phone.body.attributes.id).not.toBe(visitor.body.attributes.id);
    const login = await logIn(
      api,
      { email: 'later@example.com', password: GOOD_PASSWORD },
      { cookie: phone.cookie, remoteAddress: '10.73.0.3' },
    );
    expect(login.statusCode).toBe(200);
    const signedIn = await visit(`${sessionCookie(login)}; ${phone.cookie}`);
    expect(signedIn.body.attributes.id).toBe(visitor.body.attributes.id);
    expect(assign(signedIn.body.features, 'signup-test', signedIn.body.attributes.id).value).toBe('big');
    const again = await expose(`${sessionCookie(login)}; ${phone.cookie}`, 'signup-test', 'big');
    expect(again.json().recorded).toBe(false);

    const answer = (await results('signup-test')).json();
    expect(
      answer.variations.map((row: { key: string; visitors: number; conversions: number }) => [
        row.key,
        row.visitors,
        row.conversions,
      ]),
    ).toEqual([
      ['control', 1, 0],
      ['big', 1, 1],
    ]);
    expect(answer.srm_p_value).toBeGreaterThan(0);
  });

  it('order value counts the cents of orders placed after the exposure', async () => {
    await enrollment(true);
    await create(definition('order-value', 'order_value'));
    await setStatus('order-value', { status: 'running' });
    const visitor = await visitorIn('order-value', 'big');
    expect((await expose(visitor.cookie, 'order-value', 'big')).statusCode).toBe(201);
    const buyer = await shop.readyCustomer('buyer@example.com');
    expect(
      (await logIn(api, { email: 'buyer@example.com', password: GOOD_PASSWORD }, { cookie: visitor.cookie }))
        .statusCode,
    ).toBe(200);
    const placed = await shop.place(buyer, 'experiment-order');
    expect(placed.statusCode).toBe(201);
    const total = placed.json().totals.total_cents as number;
    expect(total).toBeGreaterThan(0);
    const [, big] = (await results('order-value')).json().variations;
    expect(big).toMatchObject({ key: 'big', visitors: 1, conversions: 1, mean_cents: total });
  });

  it('add-on rate: exposed visitors whose next box after the exposure got a line from the salad shooter', async () => {
    await create(definition('addon', 'addon_rate'));
    await setStatus('addon', { status: 'running' });
    const db = subject.database.db;
    const HOUR = 3_600_000;

    /** A customer with their first box placed: it and the next week's box (placing makes the weeks ahead). */
    const subscriber = async (email: string) => {
      const who = await shop.readyCustomer(email);
      expect((await shop.place(who, `addon-${email}`)).statusCode).toBe(201);
      const [first, second] = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, who.id))
        .orderBy(asc(orders.cutoffAt));
      if (!first || !second) throw new Error('no second week');
      expect(second.cutoffAt.getTime()).toBeGreaterThan(first.cutoffAt.getTime());
      return { id: who.id, first, second };
    };
    /** One line of `orderId` marked as added from the strip. */
    const shoot = async (orderId: number) => {
      const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
      if (!line) throw new Error('no line');
      await db
        .update(orderLines)
        .set({ source: 'salad_shooter' })
        .where(
          and(
            eq(orderLines.orderId, orderId),
            eq(orderLines.itemType, line.itemType),
            eq(orderLines.itemId, line.itemId),
          ),
        );
    };
    const exposed = (anonymousId: string, variation: string, at: Date, customerId: number | null) =>
      db
        .insert(experimentExposures)
        .values({ experimentKey: 'addon', anonymousId, variation, firstExposedAt: at, customerId });

    // big: P adds to the box after the exposure (a conversion); Q added to the box before the exposure, not to the
    // next one; R added to the box after the next one; S never signed up.
    const p = await subscriber('addon.p@example.com');
    await shoot(p.first.id);
    await exposed('00000000-0000-4000-8000-00000000000a', 'big', new Date(p.first.cutoffAt.getTime() - HOUR), p.id);
    const q = await subscriber('addon.q@example.com');
    await shoot(q.first.id);
    await exposed('00000000-0000-4000-8000-00000000000b', 'big', new Date(q.first.cutoffAt.getTime() + HOUR), q.id);
    const r = await subscriber('addon.r@example.com');
    await shoot(r.second.id);
    await exposed('00000000-0000-4000-8000-00000000000c', 'big', new Date(r.first.cutoffAt.getTime() - HOUR), r.id);
    await exposed('00000000-0000-4000-8000-00000000000d', 'big', new Date(), null);
    // control: U adds to the next box (a conversion); V never signed up.
    const u = await subscriber('addon.u@example.com');
    await shoot(u.first.id);
    await exposed('00000000-0000-4000-8000-00000000000e', 'control', new Date(u.first.cutoffAt.getTime() - HOUR), u.id);
    await exposed('00000000-0000-4000-8000-00000000000f', 'control', new Date(), null);

    // By hand: control 1 of 2 = 0.5, big 1 of 4 = 0.25; uplift (0.25 − 0.5) / 0.5 = −0.5; the difference's standard
    // error √(0.5·0.5/2 + 0.25·0.75/4) = 0.414578, its 95% interval −0.25 ± 1.959964 × 0.414578 over 0.5:
    // (−2.125116, 1.125116); chance to beat control Φ(−0.25 / 0.414578) = 0.273247.
    const [control, big] = (await results('addon')).json().variations;
    expect(control).toMatchObject({ key: 'control', visitors: 2, conversions: 1, rate: 0.5 });
    expect(big).toMatchObject({ key: 'big', visitors: 4, conversions: 1, rate: 0.25 });
    expect(big.uplift).toBeCloseTo(-0.5, 6);
    expect(big.ci_low).toBeCloseTo(-2.125116, 5);
    expect(big.ci_high).toBeCloseTo(1.125116, 5);
    expect(big.chance_to_beat_control).toBeCloseTo(0.273247, 5);
  });
});
