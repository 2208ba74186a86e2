import {
  parseSsoHiddenUserAgents,
  SSO_HIDDEN_USER_AGENTS_CONFIG,
  ssoHiddenFor,
} from '@larder/contracts/schemas/dynamic-configs';
import { CHALLENGE_FLAGS, CONFIG_KEYS, FEATURE_FLAG_NAMES } from '@larder/contracts/values/dynamic-configs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/v2/dynamic_configs/', () => {
  let subject: TestApp;
  let total: number;
  beforeAll(async () => {
    subject = await createTestApp();
    const rows = await subject.database.db.execute<{ n: number }>(sql`select count(*)::int as n from dynamic_configs`);
    total = rows.rows[0]?.n ?? 0;
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const list = (query: string) =>
    subject.app.inject({ method: 'GET', url: `/api/v2/dynamic_configs/${query}`, headers: CLIENT_HEADERS });

  it('lists every config by name, limit 1000 by default, in one page', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: total, next: null, previous: null });
    const names = body.results.map((entry: { name: string }) => entry.name);
    expect(names).toEqual([...names].sort());
    expect(body.results.every((entry: object) => Object.keys(entry).join() === 'name,value')).toBe(true);
  });

  it('holds the seeded defaults: flags 0 or 1, challenges off, config keys, the SSO user-agent list', async () => {
    const values = new Map<string, string>(
      (await list('?limit=1000'))
        .json()
        .results.map((entry: { name: string; value: string }) => [entry.name, entry.value]),
    );
    for (const flag of FEATURE_FLAG_NAMES) expect(['0', '1']).toContain(values.get(flag));
    for (const flag of CHALLENGE_FLAGS) expect(values.get(flag)).toBe('off');
    for (const key of CONFIG_KEYS) expect(values.get(key)).toMatch(/^\d+$/);
    const patterns = parseSsoHiddenUserAgents(values.get(SSO_HIDDEN_USER_AGENTS_CONFIG));
    expect(patterns?.length).toBeGreaterThan(0);
    const instagram =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';
    expect(ssoHiddenFor(instagram, patterns ?? [])).toBe(true);
    expect(ssoHiddenFor(safari, patterns ?? [])).toBe(false);
  });

  it('filters by name and by name__in', async () => {
    const one = (await list('?name=web.salad_shooter')).json();
    expect(one).toEqual({ count: 1, next: null, previous: null, results: [{ name: 'web.salad_shooter', value: '0' }] });
    const some = (await list('?name__in=web.login_challenge,%20web.signup_challenge,,nope&limit=1000')).json();
    expect(some.count).toBe(2);
    expect(some.results.map((entry: { name: string }) => entry.name)).toEqual([
      'web.login_challenge',
      'web.signup_challenge',
    ]);
    expect((await list('?name=does.not.exist')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('pages with limit and offset, next and previous as absolute URLs keeping the other parameters', async () => {
    const first = (await list('?limit=2&name__in=web.salad_shooter,web.login_challenge,web.signup_challenge')).json();
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(next.origin).toBe('http://localhost:3000');
    expect(next.pathname).toBe('/api/v2/dynamic_configs/');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      limit: '2',
      offset: '2',
      name__in: 'web.salad_shooter,web.login_challenge,web.signup_challenge',
    });
    const second = (
      await list(`${next.pathname.slice('/api/v2/dynamic_configs/'.length)}?${next.searchParams}`)
    ).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(new URL(second.previous).searchParams.has('offset')).toBe(false);
    const middle = (await list('?limit=1&offset=2')).json();
    expect(new URL(middle.previous).searchParams.get('offset')).toBe('1');
    expect((await list(`?offset=${total + 5}`)).json()).toMatchObject({ count: total, results: [], next: null });
  });

  it.each([
    '?limit=0',
    '?limit=1001',
    '?limit=abc',
    '?limit=-1',
    '?limit=1e2',
    '?limit=',
    '?limit=10.5',
    '?offset=-1',
    '?offset=99999999999999999999',
    '?offset=0x10',
    '?name=',
    `?name=${'n'.repeat(201)}`,
    '?name__in=,,',
    '?name=%00',
    '?name__in=a,b%00',
    '?name=a&name=b',
    '?limit=1&limit=2',
  ])('answers %s with 400 {detail, code}, never a 500', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'invalid_request' });
  });
});
