// Embedded databases for the tests, loaded once per worker and used again (docs/decisions/181, "One database a
// worker"). Loading the template's dump into a new PGlite costs a core 1–2 s (the WASM PostgreSQL starting and
// reading its files), and the API run makes about 240 test apps. A database a test has closed is put back as the
// template left it — every table emptied and its rows copied back, sequences where they were, the session's settings
// and locks reset — in a fraction of that, and handed to the next test. One whose tables, schemas or columns a test
// changed, or whose reset fails, is closed instead; the next test then loads a new one.
import { PGlite } from '@electric-sql/pglite';
import { type Database, wrapPglite } from '../src/db/database';

interface Snapshot {
  /** Every table in the template's own schemas, quoted, for one TRUNCATE. */
  tables: string[];
  /** The rows of the tables that have any, as COPY's text format. */
  rows: { table: string; blob: Blob }[];
  /** Each sequence as setval needs it. */
  sequences: { name: string; value: number; called: boolean }[];
  /** What must not change for a reset to be enough: every relation and column of those schemas. */
  shape: string;
}

const OWN_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(
    `select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce(a.cols, ''), ';' order by n.nspname, c.relname) as shape
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join lateral (select string_agg(attname || ' ' || atttypid::text, ',' order by attnum) as cols
                            from pg_attribute where attrelid = c.oid and attnum > 0 and not attisdropped) a on true
      where ${OWN_SCHEMAS}`,
  );
  return rows[0]?.shape ?? '';
}

async function snapshotOf(pglite: PGlite): Promise<Snapshot> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${OWN_SCHEMAS} order by 1`,
  );
  const rows: Snapshot['rows'] = [];
  for (const { name } of tables) {
    const { rows: count } = await pglite.query<{ any: boolean }>(`select exists (select 1 from ${name}) as any`);
    if (!count[0]?.any) continue;
    const copied = await pglite.query(`copy ${name} to '/dev/blob'`);
    if (!copied.blob) throw new Error(`no rows copied from ${name}`);
    rows.push({ table: name, blob: copied.blob });
  }
  const { rows: sequenceNames } = await pglite.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and ${OWN_SCHEMAS}`,
  );
  const sequences: Snapshot['sequences'] = [];
  for (const { name } of sequenceNames) {
    const { rows: state } = await pglite.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${name}`,
    );
    if (state[0]) sequences.push({ name, value: Number(state[0].last_value), called: state[0].is_called });
  }
  return { tables: tables.map((table) => table.name), rows, sequences, shape: await shapeOf(pglite) };
}

/** Puts the database back as the snapshot has it; false when it cannot be (the caller closes it). */
async function reset(pglite: PGlite, snapshot: Snapshot): Promise<boolean> {
  try {
    // A transaction a test left open is ended; settings, advisory locks and listeners go with the session's state.
    await pglite.exec('rollback');
    if ((await shapeOf(pglite)) !== snapshot.shape) return false;
    await pglite.exec(
      `reset all; select pg_advisory_unlock_all(); unlisten *; set session_replication_role = replica;
       truncate ${snapshot.tables.join(', ')} restart identity cascade;`,
    );
    for (const { table, blob } of snapshot.rows) await pglite.query(`copy ${table} from '/dev/blob'`, [], { blob });
    for (const { name, value, called } of snapshot.sequences) {
      await pglite.query('select setval($1::regclass, $2, $3)', [name, value, called]);
    }
    await pglite.exec('reset all');
    return true;
  } catch {
    return false;
  }
}

/**
 * A PGlite that refuses every query once its test has closed it, as a closed PGlite does (the 503 tests rely on it),
 * while the instance itself goes back to the pool.
 */
function guarded(pglite: PGlite): { client: PGlite; close: () => void } {
  let closed = false;
  const client = new Proxy(pglite, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) return Promise.reject(new Error('PGlite is closed'));
        return value.apply(target, args);
      };
    },
  });
  return {
    client,
    close: () => {
      closed = true;
    },
  };
}

export class PglitePool {
  private readonly idle: PGlite[] = [];
  private snapshot: Promise<Snapshot> | undefined;
  /** How many databases were loaded from the dump (the rest were used again). */
  loads = 0;

  constructor(private readonly dump: Blob) {}

  async open(): Promise<Database> {
    const pglite = this.idle.pop() ?? (await this.load());
    const { client, close } = guarded(pglite);
    let released = false;
    return wrapPglite(client, async () => {
      if (released) return;
      released = true;
      close();
      if (!pglite.closed && this.snapshot && (await reset(pglite, await this.snapshot))) this.idle.push(pglite);
      else if (!pglite.closed) await pglite.close();
    });
  }

  private async load(): Promise<PGlite> {
    this.loads += 1;
    const pglite = await PGlite.create({ loadDataDir: this.dump });
    // The snapshot is taken from the first database loaded, before any test has touched it.
    this.snapshot ??= snapshotOf(pglite);
    await this.snapshot;
    return pglite;
  }
}
