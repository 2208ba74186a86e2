import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDataDir } from '../../test/data-dirs';
import { openPgliteDatabase } from './database';
import { DataDirInUseError } from './pglite-data-dir';

const fixture = fileURLToPath(new URL('../../test/fixtures/write-rows.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-datadir-'));
  dirs.push(dir);
  return dir;
}

function startWriter(dir: string): {
  child: ChildProcess;
  output: () => string;
  waitFor: (text: RegExp) => Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const waitFor = (text: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (text.test(output)) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`writer exited early: ${output}`));
        }
      }, 20);
    });
  return { child, output: () => output, waitFor };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function countRows(dir: string): Promise<number> {
  const database = await openPgliteDatabase(dir);
  try {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from crash_rows`);
    // Rows come in pairs written in one transaction: a torn transaction would leave an odd count.
    const n = result.rows[0]?.n ?? -1;
    await database.db.execute(sql`insert into crash_rows (payload) values ('after'), ('restart')`);
    return n;
  } finally {
    await database.close();
  }
}

afterEach(async () => {
  // A writer left by a failed test would still be writing in its folder while the folder is removed.
  await Promise.all(children.splice(0).map((child) => (isRunning(child) ? killHard(child) : undefined)));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('stays usable, with every committed transaction whole, after kill -9 in the middle of writes', async () => {
    // A folder holding the migrated template, as a server leaves it: a first start's migrations here (three
    // processes, each loading the database) outlasted the test's time in CI beside the journeys.
    const dir = await seededDataDir('larder-datadir-');
    dirs.push(dir);
    let lastCount = 0;
    for (let round = 1; round <= 3; round += 1) {
      const writer = startWriter(dir);
      await writer.waitFor(/ready\n(.*\n){2,}/);
      await killHard(writer.child);
      const reported = Number(writer.output().trim().split('\n').at(-1));
      const rows = await countRows(dir);
      expect(rows % 2).toBe(0);
      expect(rows).toBeGreaterThanOrEqual(reported);
      expect(rows).toBeGreaterThan(lastCount);
      lastCount = rows + 2;
    }
  }, 240_000);

  it('recovers from a kill during the very first initialisation', async () => {
    const dir = tempDir();
    const writer = startWriter(dir);
    // Kill as soon as the staging folder appears, before initdb can finish.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (fs.readdirSync(dir).some((entry) => entry.startsWith('pg.init-'))) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    await killHard(writer.child);
    const database = await openPgliteDatabase(dir);
    await database.close();
    expect(fs.readdirSync(dir).filter((entry) => entry.startsWith('pg.init-'))).toEqual([]);
  });

  it('refuses a second process while the first one is running, naming the holder', async () => {
    const dir = await seededDataDir('larder-datadir-');
    dirs.push(dir);
    const writer = startWriter(dir);
    await writer.waitFor(/ready/);
    await expect(openPgliteDatabase(dir)).rejects.toThrow(DataDirInUseError);
    await expect(openPgliteDatabase(dir)).rejects.toThrow(`in use by process ${writer.child.pid}`);
    await killHard(writer.child);
    await expect(countRows(dir)).resolves.toBeGreaterThanOrEqual(0);
  }, 240_000);

  it('releases the folder on close so the next process can open it', async () => {
    const dir = await seededDataDir('larder-datadir-');
    dirs.push(dir);
    const first = await openPgliteDatabase(dir);
    await first.close();
    expect(fs.existsSync(path.join(dir, 'lock'))).toBe(false);
    const second = await openPgliteDatabase(dir);
    await second.close();
  });
});
