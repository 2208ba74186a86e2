// One look a poll for every queue (queue.ts `watch`): an idle process asks the database once a poll, not once a queue
// a poll, and a job sent is still taken within a poll, although each worker's own poll is a minute apart.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/database';
import { DUE_QUEUES_SQL, JobQueue, WORKER_FALLBACK_POLL_SECONDS } from './queue';

const POLL_SECONDS = 0.5;
const QUEUES = ['watch-a', 'watch-b', 'watch-c', 'watch-d', 'watch-e', 'watch-f'];

/** The database, counting the statements sent to it while `counting` is on. */
function counted(database: Database) {
  const state = { counting: false, statements: [] as string[] };
  const wrapped: Database = {
    ...database,
    executeSql(text, values) {
      if (state.counting) state.statements.push(text);
      return database.executeSql(text, values);
    },
  };
  return { state, wrapped };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('the job queue watch', () => {
  let queue: JobQueue | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('asks once a poll for every queue, and wakes the worker of a queue with a job due', async () => {
    database = await createTestDatabase();
    const { state, wrapped } = counted(database);
    const errors: Error[] = [];
    queue = new JobQueue(wrapped, { pollIntervalSeconds: POLL_SECONDS, cron: false }, (error) => errors.push(error));
    const handled: Array<{ queue: string; at: number }> = [];
    for (const name of QUEUES) {
      queue.define<{ n: number }>({
        name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        handle: async () => {
          handled.push({ queue: name, at: Date.now() });
        },
      });
    }
    await queue.start();
    // Past the workers' first fetches, made as they start.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    state.counting = true;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    state.counting = false;
    const watches = state.statements.filter((text) => text === DUE_QUEUES_SQL).length;
    // Six polls in three seconds, give or take one; a poll of each queue would have been 36.
    expect(watches).toBeGreaterThanOrEqual(4);
    expect(watches).toBeLessThanOrEqual(7);
    expect(state.statements.length).toBeLessThanOrEqual(watches + 2);

    const sent = Date.now();
    await queue.send('watch-d', { n: 1 });
    await queue.send('watch-f', { n: 2 });
    expect(await until(() => handled.length === 2, 5_000)).toBe(true);
    // Within a poll or two, not the workers' own minute.
    for (const { at } of handled) expect(at - sent).toBeLessThan(2_500);
    expect(WORKER_FALLBACK_POLL_SECONDS * 1000).toBeGreaterThan(2_500);
    expect(handled.map((entry) => entry.queue).sort()).toEqual(['watch-d', 'watch-f']);
    expect(errors).toEqual([]);
  });
});
