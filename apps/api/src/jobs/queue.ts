// The job queue (pg-boss) on our database, the same code on embedded PGlite and on a PostgreSQL server: pg-boss
// runs its SQL through Database.executeSql, and a job sent with `tx` is inserted by that transaction, so it exists
// exactly when the change that caused it commits (the outbox, docs/decisions/140-email-and-recovery.md).
// pg-boss hands each job to one worker (SELECT … FOR UPDATE SKIP LOCKED), whatever the number of API processes,
// and retries a failed job with backoff up to the queue's retry limit.
// One query a poll for the whole process (`watch`): which of our queues have a job due, whose workers are then woken.
// pg-boss's workers each poll their own queue, a query for each of about a dozen queues a poll, where nearly every
// one finds nothing; they still poll, every WORKER_FALLBACK_POLL_SECONDS, should the watch fail
// (docs/decisions/181-faults-load-and-sweeps.md, "One poll for every queue").
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/database';

/** How often each worker also looks for its own queue's jobs, unwoken (should the watch fail, say). */
export const WORKER_FALLBACK_POLL_SECONDS = 60;

/** pg-boss's schema (its default). */
const BOSS_SCHEMA = 'pgboss';

/**
 * The queues with a job a worker could take now: created or waiting for a retry, and due. pg-boss's own fetch asks
 * the same of one queue (its `state < 'active'`, the job_i5 index each queue's partition has).
 */
export const DUE_QUEUES_SQL = `SELECT DISTINCT name FROM ${BOSS_SCHEMA}.job WHERE state < 'active' AND start_after < now()`;

export interface JobQueueSettings {
  /** How often the process looks for a due job in any of its queues (`watch`). */
  pollIntervalSeconds: number;
  /** Whether this process watches the cron schedules and sends their jobs (JOBS_CRON). */
  cron: boolean;
}

export interface QueueDefinition<Data> {
  name: string;
  retryLimit: number;
  /** Seconds before the first retry; later retries back off exponentially. */
  retryDelaySeconds: number;
  /** Seconds a job may run before it counts as failed (and is retried). */
  expireInSeconds?: number;
  /**
   * A cron expression (UTC) on which pg-boss sends this queue a job. pg-boss lets one process per minute look at
   * the schedules and sends each due job with a singleton key, so several API processes send it once.
   */
  cron?: string;
  /** Runs one job; throwing fails the attempt. `retriesLeft` is 0 on the last attempt. */
  handle(data: Data, attempt: { retriesLeft: number }): Promise<void>;
}

/** pg-boss's positional SQL as a Drizzle query, so it runs inside a Drizzle transaction (PGlite or node-postgres). */
export function positionalSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
  );
  return sql.join(chunks);
}

/**
 * What pg-boss's SQL finds once the queue has stopped: nothing. A command that counts what it changed (complete, fail,
 * cancel: `SELECT COUNT(*) …`) gets a count of 0, which pg-boss reads from the first row; anything else (a fetch, a
 * poll) no rows. (An empty answer to a count made pg-boss throw, unhandled, when a job in hand past the stop's
 * timeout was failed afterwards.)
 */
export function stoppedAnswer(text: string): { rows: Record<string, unknown>[] } {
  return /\bcount\s*\(\s*\*\s*\)/i.test(text) ? { rows: [{ count: 0 }] } : { rows: [] };
}

function transactionDb(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await tx.execute(positionalSql(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions: QueueDefinition<never>[] = [];
  private started = false;
  private stopping = false;
  /** Each of our queues' worker (pg-boss's id), to wake when the watch finds its queue has a job due. */
  private readonly workers = new Map<string, string>();
  private watchTimer: NodeJS.Timeout | undefined;
  private watching: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly settings: JobQueueSettings,
    private readonly onError: (error: Error) => void,
  ) {
    this.boss = new PgBoss({
      // Once stopped, what pg-boss's timers and a job in hand past the timeout still ask finds nothing (stoppedAnswer)
      // instead of reaching a database that is closing (it rejected, unhandled, when the pool had ended).
      db: {
        executeSql: (text, values) =>
          this.stopping ? Promise.resolve(stoppedAnswer(text)) : database.executeSql(text, values),
      },
      // Cron schedules (QueueDefinition.cron); maintenance archives and deletes old jobs.
      schedule: settings.cron,
      supervise: true,
    });
    this.boss.on('error', onError);
  }

  /** Declares a queue and its handler; workers start with start(). */
  define<Data>(definition: QueueDefinition<Data>): void {
    if (this.started) throw new Error(`queue ${definition.name} defined after start`);
    this.definitions.push(definition as QueueDefinition<never>);
  }

  /**
   * A pass on a schedule (cron, UTC): pg-boss sends one job per tick across processes and one worker runs it; a
   * failed pass is not retried (the next tick is the retry), and a pass running 15 minutes counts as failed.
   */
  schedule(name: string, cron: string, pass: () => Promise<unknown>): void {
    this.define<Record<string, never>>({
      name,
      cron,
      retryLimit: 0,
      retryDelaySeconds: 60,
      expireInSeconds: 15 * 60,
      handle: async () => {
        try {
          await pass();
        } catch (error) {
          // Logged where operators look; the next tick is the retry.
          this.onError(Object.assign(error instanceof Error ? error : new Error(String(error)), { queue: name }));
          throw error;
        }
      },
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions) {
      const options = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      };
      // createQueue keeps an existing queue's options: apply this version's (several processes agree).
      await this.boss.createQueue(definition.name, { name: definition.name, ...options });
      await this.boss.updateQueue(definition.name, { name: definition.name, ...options });
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      else await this.boss.unschedule(definition.name);
      const worker = await this.boss.work<never>(
        definition.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: Math.max(this.settings.pollIntervalSeconds, WORKER_FALLBACK_POLL_SECONDS),
        },
        async ([job]) => {
          if (!job) return;
          await definition.handle(job.data, { retriesLeft: Math.max(0, job.retryLimit - job.retryCount) });
        },
      );
      this.workers.set(definition.name, worker);
    }
    this.scheduleWatch();
  }

  private scheduleWatch(): void {
    if (!this.started) return;
    this.watchTimer = setTimeout(() => {
      this.watching = this.watch().finally(() => {
        this.watching = undefined;
        this.scheduleWatch();
      });
    }, this.settings.pollIntervalSeconds * 1000);
  }

  /** One look for every queue: wakes the worker of each queue that has a job due (pg-boss's notifyWorker). */
  private async watch(): Promise<void> {
    try {
      const { rows } = await this.database.executeSql(DUE_QUEUES_SQL);
      for (const row of rows as Array<{ name: string }>) {
        const worker = this.workers.get(row.name);
        if (worker && this.started) this.boss.notifyWorker(worker);
      }
    } catch (error) {
      // The workers' own polls still run; the next watch tries again.
      if (this.started) this.onError(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** The queues that have a cron schedule, and their expressions. */
  async schedules(): Promise<Array<{ name: string; cron: string }>> {
    const rows = await this.boss.getSchedules();
    return rows.map(({ name, cron }) => ({ name, cron }));
  }

  /**
   * Sends a job; with `tx`, the job is written by that transaction and exists only if it commits. With
   * `startAfterSeconds`, no worker takes it before then.
   */
  async send(name: string, data: object, tx?: DbOrTx, options: { startAfterSeconds?: number } = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...(tx ? { db: transactionDb(tx) } : {}),
      // As an instant: pg-boss's SQL names its start_after parameter three times, which positionalSql sends as three
      // parameters typed by their places; a number of seconds cannot be the one typed as a timestamp.
      ...(options.startAfterSeconds ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) } : {}),
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearTimeout(this.watchTimer);
    await this.watching;
    // graceful: lets a job in hand finish (bounded by timeout) before the database closes.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.stopping = true;
  }
}
