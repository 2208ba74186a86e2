// DATA_DIR folders for API processes a test starts itself (the server, the commands, a writer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * A fresh embedded-database folder holding the run's template (migrated and seeded, the job queue's schema made: see
 * global-setup.ts), laid out as a server's first start leaves it (`<folder>/pg`). A process opens it in a second or
 * two; a first start on an empty folder migrates and seeds (about 30 s of a core, several minutes on a loaded CI
 * machine). On a PostgreSQL run there is no embedded template: the folder is empty, and the process starts first.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const templatePath = inject('pgliteTemplatePath');
  if (templatePath) {
    const pglite = await PGlite.create(path.join(dir, 'pg'), {
      loadDataDir: new Blob([fs.readFileSync(templatePath)]),
    });
    await pglite.close();
  }
  return dir;
}
