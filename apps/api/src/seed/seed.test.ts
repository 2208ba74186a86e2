import { CHALLENGE_FLAGS, CONFIG_KEYS, FEATURE_FLAG_DEFAULTS } from '@larder/contracts/values/dynamic-configs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/database';
import { dynamicConfigs } from '../db/schema/dynamic-configs';
import { seedDatabase, seedIfEmpty } from './seed';

describe('seeding', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('holds every feature flag default, both challenge flags (off) and the config keys', async () => {
    const rows = await database.db.select().from(dynamicConfigs);
    const values = Object.fromEntries(rows.map((row) => [row.name, row.value]));
    expect(values).toMatchObject(FEATURE_FLAG_DEFAULTS);
    for (const flag of CHALLENGE_FLAGS) expect(values[flag]).toBe('off');
    for (const key of CONFIG_KEYS) expect(values[key]).toMatch(/^\d+$/);
  });

  it('is idempotent and never overwrites what an operator changed', async () => {
    await database.db
      .update(dynamicConfigs)
      .set({ value: 'recaptcha' })
      .where(eq(dynamicConfigs.name, 'web.signup_challenge'));
    const before = await database.db.select().from(dynamicConfigs);
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    const after = await database.db.select().from(dynamicConfigs);
    expect(after).toHaveLength(before.length);
    expect(after.find((row) => row.name === 'web.signup_challenge')?.value).toBe('recaptcha');
  });

  it('seeds at start only a database that was never seeded', async () => {
    // The template is seeded already.
    expect(await seedIfEmpty(database.db)).toBe(false);
    await database.db.delete(dynamicConfigs);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await database.db.select().from(dynamicConfigs)).toHaveLength(0);
  });
});

describe('seeding a new embedded database', () => {
  it('seeds it once, at its first start', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openPgliteDatabase } = await import('../db/database');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-seed-'));
    const database = await openPgliteDatabase(dir);
    try {
      expect(await database.db.select().from(dynamicConfigs)).toHaveLength(0);
      expect(await seedIfEmpty(database.db)).toBe(true);
      expect((await database.db.select().from(dynamicConfigs)).length).toBeGreaterThan(0);
      expect(await seedIfEmpty(database.db)).toBe(false);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
