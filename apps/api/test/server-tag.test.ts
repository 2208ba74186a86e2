// The PostgreSQL pass (`npm run test:api:server`) runs the files vitest.config.ts finds holding a test tagged
// postgres-server. A file the search misses drops its server tests from CI without a word: the formatter once wrapped
// the tag's options over three lines, and 9 of 16 files fell out (stop 53).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function testFilesNaming(tag: string): string[] {
  return ['apps/api/src', 'apps/api/test', 'apps/api/catalogue-data'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file).split(path.sep).join('/'))
      .filter((file) => file !== 'apps/api/test/server-tag.test.ts')
      .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes(`'${tag}'`)),
  );
}

it('runs every API file with a postgres-server test on the server', async () => {
  const config = (await import(path.join(root, 'vitest.config.ts'))).default as {
    test: { projects: { test: { name: string; include?: string[] } }[] };
  };
  const pass = config.test.projects.find((project) => project.test.name === 'api-server');
  const tagged = testFilesNaming('postgres-server');
  expect(tagged.length).toBeGreaterThanOrEqual(16);
  expect([...(pass?.test.include ?? [])].sort()).toEqual([...tagged].sort());
});
