// Keeps the embedded database's folder usable whatever happens to the process: one process at a time (a lock
// file holding its pid), a first initialisation that appears in place only once complete (built aside, then
// renamed), and the stale postmaster.pid a killed process leaves behind removed before opening.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** The kernel's start time of a process (Linux), so a pid reused by another program is not taken for the holder. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return undefined; // exited, not yet reaped
    return fields[19];
  } catch {
    return undefined;
  }
}

function lockToken(pid: number): string {
  return `${pid}:${processStartTime(pid) ?? ''}`;
}

function holderIsAlive(token: string): boolean {
  const [pidText, startTime] = token.split(':');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  if (fs.existsSync('/proc/self/stat')) return startTime !== undefined && processStartTime(pid) === startTime;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function acquireLock(lockFile: string): void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, lockToken(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = fs.readFileSync(lockFile, 'utf8').trim();
      if (holderIsAlive(holder)) {
        throw new DataDirInUseError(
          `DATA_DIR ${path.dirname(lockFile)} is in use by process ${holder.split(':')[0]}; stop it or set DATA_DIR`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`could not lock DATA_DIR ${path.dirname(lockFile)}`);
}

function isInitialised(pgDir: string): boolean {
  return fs.existsSync(path.join(pgDir, 'PG_VERSION')) && fs.existsSync(path.join(pgDir, 'global', 'pg_control'));
}

export interface OpenedDataDir {
  pglite: PGlite;
  release(): Promise<void>;
}

export async function openPgliteDataDir(dataDir: string): Promise<OpenedDataDir> {
  const root = path.resolve(dataDir);
  fs.mkdirSync(root, { recursive: true });
  const lockFile = path.join(root, 'lock');
  acquireLock(lockFile);
  const releaseLock = () => fs.rmSync(lockFile, { force: true });
  try {
    const pgDir = path.join(root, 'pg');
    if (fs.existsSync(pgDir) && !isInitialised(pgDir)) {
      // A first start that was killed before initdb finished: keep it aside, never delete data.
      fs.renameSync(pgDir, path.join(root, `pg.incomplete-${Date.now()}`));
    }
    // Staging folders of first starts that were killed mid-way: abandoned, as we hold the lock.
    for (const entry of fs.readdirSync(root)) {
      if (entry.startsWith('pg.init-')) fs.rmSync(path.join(root, entry), { recursive: true, force: true });
    }
    if (!fs.existsSync(pgDir)) {
      const staging = path.join(root, `pg.init-${process.pid}`);
      const fresh = await PGlite.create(staging);
      await fresh.close();
      fs.renameSync(staging, pgDir);
    }
    // We hold the lock, so a postmaster.pid here was left by a process that died without closing.
    fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
    const pglite = await PGlite.create(pgDir);
    return {
      pglite,
      async release() {
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
