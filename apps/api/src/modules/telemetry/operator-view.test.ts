// What an operator sees without a vendor account: the operator-only read routes and `npm run events|logs -- tail`,
// which reads the database itself or, while the server holds the embedded database, goes through the server.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDataDir } from '../../../test/data-dirs';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openPgliteDatabase } from '../../db/database';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const BASIC = `Basic ${Buffer.from('larder-web:').toString('base64')}`;

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/telemetry.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function collectSignedUp(app: TestApp['app']) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/collect/segment/v1/b',
    headers: { 'content-type': 'text/plain', authorization: BASIC },
    payload: JSON.stringify({
      batch: [
        {
          type: 'track',
          event: 'Signed Up',
          userId: '7',
          anonymousId: 'anon-7',
          properties: { currency: 'USD', campaign: 'spring' },
          context: { page: { path: '/signup/' } },
        },
      ],
    }),
  });
  expect(response.statusCode).toBe(200);
  const logs = await app.inject({
    method: 'POST',
    url: `/api/collect/logs?ddforward=${encodeURIComponent('/api/v2/logs?ddsource=browser&dd-api-key=larder-web')}`,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ message: 'Unknown error response', status: 'error', service: 'web', ddtags: 'env:prod' }),
  });
  expect(logs.statusCode).toBe(202);
}

describe('the operator view', () => {
  let subject: TestApp | undefined;
  const folders: string[] = [];
  afterEach(async () => {
    await subject?.app.close();
    subject = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('offers no read routes unless TELEMETRY_OPERATOR_TOKEN is set', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({
      url: '/api/collect/operator/events',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('reads the latest events and logs with the operator token, and refuses anyone else', async () => {
    subject = await createTestApp({ env: { TELEMETRY_OPERATOR_TOKEN: TOKEN } });
    await collectSignedUp(subject.app);
    const anonymous = await subject.app.inject({ url: '/api/collect/operator/events' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await subject.app.inject({
      url: '/api/collect/operator/logs',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);

    const events = await subject.app.inject({
      url: '/api/collect/operator/events?limit=5',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(events.statusCode).toBe(200);
    expect(events.json().results).toEqual([
      expect.objectContaining({
        type: 'track',
        event: 'Signed Up',
        user_id: '7',
        properties: { currency: 'USD', campaign: 'spring' },
      }),
    ]);
    const logs = await subject.app.inject({
      url: '/api/collect/operator/logs',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(logs.json().results).toEqual([
      expect.objectContaining({ message: 'Unknown error response', service: 'web', env: 'prod', status: 'error' }),
    ]);
    const after = await subject.app.inject({
      url: `/api/collect/operator/events?after_id=${events.json().results[0].id}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(after.json().results).toEqual([]);
  });

  it('tails through a running server with --url, and says why when the embedded database is taken', async () => {
    subject = await createTestApp({ env: { TELEMETRY_OPERATOR_TOKEN: TOKEN } });
    await collectSignedUp(subject.app);
    const address = await subject.app.listen({ port: 0, host: '127.0.0.1' });

    const events = await cli(['events', 'tail', '--url', address], { TELEMETRY_OPERATOR_TOKEN: TOKEN });
    expect(events.stderr).toBe('');
    // jsonb keeps its own key order.
    expect(events.stdout).toMatch(
      /track\s+"Signed Up"\s+user=7 anon=anon-7\s+page=\/signup\/\s+\{.*"currency":"USD".*\}\n$/,
    );
    const logs = await cli(['logs', 'tail', '-n', '5', '--json', '--url', address], {
      TELEMETRY_OPERATOR_TOKEN: TOKEN,
    });
    expect(JSON.parse(logs.stdout.trim())).toMatchObject({
      message: 'Unknown error response',
      service: 'web',
      env: 'prod',
    });
    const noToken = await cli(['events', 'tail', '--url', address], { TELEMETRY_OPERATOR_TOKEN: '' });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain('TELEMETRY_OPERATOR_TOKEN');

    // The run's template, not an empty folder: a first open would migrate and seed it (minutes on a loaded machine).
    const dataDir = await seededDataDir('larder-tail-');
    folders.push(dataDir);
    const held = await openPgliteDatabase(dataDir);
    try {
      const taken = await cli(['events', 'tail'], { DATA_DIR: dataDir });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain(`in use by process ${process.pid}`);
      expect(taken.stderr).toContain('--url http://localhost:3000');
    } finally {
      await held.close();
    }
    const empty = await cli(['logs', 'tail'], { DATA_DIR: dataDir });
    expect(empty).toMatchObject({ code: 0, stdout: '', stderr: 'no logs stored yet\n' });
    // Processes of its own beside the other files' work: as the other process tests, four minutes.
  }, 240_000);
});
