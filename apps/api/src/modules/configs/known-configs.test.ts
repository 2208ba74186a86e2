// Configs by known keys (issue 42; docs/decisions/207-operator-day.md): the console lists every config the store reads
// with its description, type, default and value; only those can be set (a mistyped name is 400 naming it, nothing is
// created), each value is checked by its type, the same way from the console and from `npm run config`.
import { KNOWN_CONFIGS } from '@larder/contracts/schemas/config-keys';
import { FEATURE_FLAG_NAMES } from '@larder/contracts/values/dynamic-configs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/operators';
import { runConfigCommand } from './cli';
import { getConfigValue, setConfigValue } from './repository';

let subject: TestApp;
let api: FastifyInstance;
const { call, operator } = consoleClient(() => api, '10.42');
let admin: string;

beforeAll(async () => {
  subject = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  admin = await operator('admin.configs@example.com', 'admin');
});

afterAll(async () => {
  await subject?.app.close();
});

const put = (name: string, value: string) =>
  call(admin, { method: 'PUT', url: `/api/admin/configs/${name}/`, payload: { value } });
const auditRows = (name: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'config'), eq(auditLog.recordId, name)));

describe('the known configs', () => {
  it('lists every config the store reads to any operator: description, type, default and the stored value', async () => {
    const support = await operator('support.configs@example.com', 'support');
    await setConfigValue(subject.database.db, 'web.typo_flag', '1');
    const response = await call(support, { method: 'GET', url: '/api/admin/configs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.results.map((config: { name: string }) => config.name)).toEqual(KNOWN_CONFIGS.map((c) => c.name));
    expect(body.results.find((config: { name: string }) => config.name === 'checkout.delivery_fee_cents')).toEqual({
      name: 'checkout.delivery_fee_cents',
      type: 'cents',
      type_label: 'Amount in cents',
      description: 'Delivery fee of a box below the free-delivery amount, in cents.',
      default: '799',
      value: '799',
    });
    for (const name of FEATURE_FLAG_NAMES) {
      expect(body.results.find((config: { name: string }) => config.name === name)).toMatchObject({ type: 'flag' });
    }
    // Every seeded value is the table's default (the seed and the readers take it from there), but the SSO list.
    for (const config of body.results as { name: string; default: string; value: string | null }[]) {
      if (config.name !== 'web.sso_hidden_user_agents') expect(config.value, config.name).toBe(config.default);
      expect(config.value, config.name).not.toBeNull();
    }
    // A config stored before names were checked is shown apart: nothing reads it.
    expect(body.unknown).toEqual([{ name: 'web.typo_flag', value: '1' }]);
  });

  it('refuses a name the store does not read with 400 naming it: nothing is created or audited', async () => {
    const response = await put('web.salad_shoter', '1');
    expect(response.statusCode).toBe(400);
    const words =
      'No config is named “web.salad_shoter”: the store reads only the configs listed on the console’s Configs page (npm run config -- list shows what is stored).';
    expect(response.json()).toEqual({ detail: words, code: 'invalid_config', name: [words] });
    expect(await getConfigValue(subject.database.db, 'web.salad_shoter')).toBeUndefined();
    expect(await auditRows('web.salad_shoter')).toEqual([]);
  });

  it.each([
    ['web.salad_shooter', 'yes', 'web.salad_shooter is a feature flag: 1 turns it on, 0 off.', '1'],
    ['web.login_challenge', 'hcaptcha', 'web.login_challenge is a challenge flag: recaptcha or off.', 'recaptcha'],
    [
      'checkout.delivery_fee_cents',
      '7.99',
      'checkout.delivery_fee_cents is a whole number of cents, such as 799.',
      '899',
    ],
    ['rewards.points_per_step', '0', 'rewards.points_per_step is a whole number from 1, such as 100.', '50'],
    [
      'customize.room_to_add_percent',
      '95',
      'customize.room_to_add_percent is a whole percent from 0 to 90, such as 15.',
      '20',
    ],
    [
      'checkout.free_gift_product_ids',
      '1,2,3,4,5,6,7',
      'checkout.free_gift_product_ids is a comma list of up to 6 product ids, such as 297,238,301,83.',
      '83,84',
    ],
    [
      'web.sso_hidden_user_agents',
      '[FBAN',
      'web.sso_hidden_user_agents is a JSON list of user-agent parts, such as ["FBAN/","Instagram"].',
      '["FBAN/"]',
    ],
    [
      'web.default_promo_code',
      'FREE 40',
      'web.default_promo_code is a promo code (letters, digits, - and _, such as FREE40), or empty for no offer.',
      '',
    ],
  ])(
    'checks %s by its type: %j is 400 on the value with its words, a good one is stored and audited',
    async (name, bad, words, good) => {
      const before = await getConfigValue(subject.database.db, name);
      const refused = await put(name, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: words, code: 'invalid_config', value: [words] });
      expect(await getConfigValue(subject.database.db, name)).toBe(before);
      // The command line refuses it with the same words.
      await expect(
        runConfigCommand(['set', name, bad], subject.database.db, { out: () => {}, err: () => {} }),
      ).rejects.toThrow(words);

      const saved = await put(name, good);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ name, value: good, previous: before ?? null });
      const listed = (await call(admin, { method: 'GET', url: '/api/admin/configs/' })).json();
      expect(listed.results.find((config: { name: string }) => config.name === name).value).toBe(good);
      expect(await auditRows(name)).toHaveLength(1);
    },
  );
});
