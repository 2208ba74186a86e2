// The tests' embedded databases are used again only when put back exactly as the template left them: what one test
// wrote is never seen by the next, and a closed database refuses queries as a closed PGlite does.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/database';
import { PglitePool } from './pglite-pool';

/** Every row of every table of the app's schemas and every sequence, as one comparable text per relation. */
async function contents(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = (await database.executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    [],
  )) as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = (await database.executeSql(
      `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest, count(*)::int as n from ${name} t`,
      [],
    )) as { rows: { digest: string; n: number }[] };
    out[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  const { rows: sequences } = (await database.executeSql(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, 0)::text as v from pg_sequences order by 1`,
    [],
  )) as { rows: { name: string; v: string }[] };
  for (const { name, v } of sequences) out[`sequence ${name}`] = v;
  return out;
}

describe('the pool of embedded test databases', () => {
  const pool = new PglitePool(new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]));

  it('hands the next test the template as it was, whatever the last one wrote', async () => {
    const first = await pool.open();
    const pristine = await contents(first);
    expect(Object.keys(pristine).length).toBeGreaterThan(40);
    await first.db.execute(
      sql`insert into customers (email, first_name, last_name) values ('pool@example.com', 'Pool', 'Test')`,
    );
    await first.db.execute(sql`update dynamic_configs set value = '99' where true`);
    await first.db.execute(sql`delete from products where true`).catch(() => undefined);
    await first.executeSql("select set_config('timezone', 'Asia/Tokyo', false)", []);
    await first.executeSql('select pg_advisory_lock(42)', []);
    await first.executeSql('begin', []);
    await first.executeSql(
      "insert into customers (email, first_name, last_name) values ('open@example.com', 'O', 'T')",
      [],
    );
    expect(await contents(first)).not.toEqual(pristine);
    await first.close();
    await expect(first.ping()).rejects.toThrow('PGlite is closed');

    const second = await pool.open();
    expect(pool.loads).toBe(1);
    expect(await contents(second)).toEqual(pristine);
    const { rows } = (await second.executeSql('show timezone', [])) as { rows: { TimeZone: string }[] };
    expect(rows[0]?.TimeZone).not.toBe('Asia/Tokyo');
    // A new customer gets the id the template's sequence would have given.
    const inserted = (await second.executeSql(
      "insert into customers (email, first_name, last_name) values ('next@example.com', 'N', 'T') returning id",
      [],
    )) as { rows: { id: number }[] };
    const fresh = await pool.open();
    expect(pool.loads).toBe(2);
    const expected = (await fresh.executeSql(
      "insert into customers (email, first_name, last_name) values ('next@example.com', 'N', 'T') returning id",
      [],
    )) as { rows: { id: number }[] };
    expect(inserted.rows[0]?.id).toBe(expected.rows[0]?.id);
    await fresh.close();
    await second.close();
  });

  it('loads a new database when a test changed the tables themselves', async () => {
    const changed = await pool.open();
    await changed.executeSql('create table stray (id int)', []);
    await changed.close();
    // The pool hands out the database closed last first: had the changed one gone back, it would be this one.
    const next = await pool.open();
    const { rows } = (await next.executeSql("select to_regclass('public.stray')::text as name", [])) as {
      rows: { name: string | null }[];
    };
    expect(rows[0]?.name).toBeNull();
    await next.close();
  });
});
