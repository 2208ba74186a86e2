// A stopped queue answers pg-boss's own calls with nothing, in the shape each call reads: failing or completing a job
// in hand after the stop (a job past the stop's timeout) counts 0 instead of throwing unhandled, and a fetch finds no
// job. pg-boss's real commands, over the answer a stopped queue gives.
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { stoppedAnswer } from './queue';

describe('a stopped job queue', () => {
  it("answers pg-boss's fail, complete and cancel with a count of 0, and its fetch with no job", async () => {
    const asked: string[] = [];
    const boss = new PgBoss({
      db: {
        executeSql: async (text: string) => {
          asked.push(text);
          return stoppedAnswer(text);
        },
      },
    });
    const id = '4f0c7c1e-9b1a-4d59-8a55-8f7a3f0a2b11';
    for (const outcome of [
      await boss.fail('emails', id, { message: 'past the timeout' }),
      await boss.complete('emails', id),
      await boss.cancel('emails', id),
    ]) {
      expect(outcome).toEqual({ jobs: [id], requested: 1, affected: 0 });
    }
    expect(await boss.fetch('emails')).toEqual([]);
    expect(asked).toHaveLength(4);
    // Without a row to read the count from, pg-boss itself throws (what reached the tests unhandled).
    const bare = new PgBoss({ db: { executeSql: async () => ({ rows: [] }) } });
    await expect(bare.fail('emails', id)).rejects.toThrow(TypeError);
  });
});
