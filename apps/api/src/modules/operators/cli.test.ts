// `npm run operators` in process: add (the password as standard input gives it), list, disable (sessions end at
// once), set-role, reset-authenticator; refusals in one line; every change audited with no operator (the command line).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, operators } from '../../db/schema/operators';
import type { CliIo } from '../../lib/cli';
import { runOperatorsCommand } from './cli';

let subject: TestApp;
let api: FastifyInstance;
const PASSWORD = 'a long operator passphrase';

beforeAll(async () => {
  subject = await createTestApp();
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

async function run(args: string[], input = `${PASSWORD}\n`): Promise<string[]> {
  const lines: string[] = [];
  const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
  await runOperatorsCommand(args, subject.database.db, io, {
    readPassword: async () => input,
    passwords: subject.app.passwords,
  });
  return lines;
}

const signIn = (email: string, password = PASSWORD) =>
  api.inject({
    method: 'POST',
    url: '/api/admin/session/',
    headers: CLIENT_HEADERS,
    payload: { email, password },
  });

describe('npm run operators', () => {
  it('adds operators with a hashed password, lists them, changes a role and disables one, each audited', async () => {
    expect(await run(['add', 'Ops.Lead@example.com', '--role', 'operations'])).toEqual([
      expect.stringMatching(/^added operator \d+ Ops\.Lead@example\.com \(operations\)$/),
    ]);
    await run(['add', 'helper@example.com', '--role', 'support']);
    const [row] = await subject.database.db.select().from(operators).where(eq(operators.email, 'Ops.Lead@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    expect(await run(['list'])).toEqual([
      'id\temail\trole\tauthenticator\tdisabled',
      expect.stringMatching(/^\d+\tOps\.Lead@example\.com\toperations\tno\t$/),
      expect.stringMatching(/^\d+\thelper@example\.com\tsupport\tno\t$/),
    ]);

    // The password from standard input signs in (its trailing line break is not part of it).
    const signedIn = await signIn('ops.lead@example.com');
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((entry) => entry.name === 'larder_operator');
    const headers = { ...CLIENT_HEADERS, cookie: `larder_operator=${cookie?.value}` };

    expect(await run(['set-role', 'ops.lead@example.com', 'admin'])).toEqual([
      'operator Ops.Lead@example.com is now admin',
    ]);
    const who = await api.inject({ method: 'GET', url: '/api/admin/session/', headers });
    expect(who.json().operator.role).toBe('admin');

    expect(await run(['disable', 'ops.lead@example.com'])).toEqual([
      'disabled operator Ops.Lead@example.com; their sessions ended',
    ]);
    expect((await api.inject({ method: 'GET', url: '/api/admin/session/', headers })).statusCode).toBe(401);
    expect((await signIn('ops.lead@example.com')).statusCode).toBe(401);
    expect((await run(['list']))[1]).toMatch(/\tadmin\tno\tdisabled$/);

    const audit = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(row?.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => [entry.operatorId, entry.action, entry.recordType])).toEqual([
      [null, 'operator.add', 'operator'],
      [null, 'operator.set_role', 'operator'],
      [null, 'operator.disable', 'operator'],
    ]);
    expect(audit[1]).toMatchObject({ before: { role: 'operations' }, after: { role: 'admin' } });
    expect(audit[2]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('takes away a lost authenticator: sessions end, the password signs in again, a new one can be set up', async () => {
    await run(['add', 'lost.phone@example.com', '--role', 'admin']);
    const first = await signIn('lost.phone@example.com');
    const cookie = first.cookies.find((entry) => entry.name === 'larder_operator');
    const headers = { ...CLIENT_HEADERS, cookie: `larder_operator=${cookie?.value}` };
    const started = await api.inject({ method: 'POST', url: '/api/admin/session/totp/', headers });
    expect(started.statusCode).toBe(201);
    const { secret } = started.json() as { secret: string };
    const code = await generate({ secret });
    const confirmed = await api.inject({
      method: 'POST',
      url: '/api/admin/session/totp/confirm/',
      headers,
      payload: { code },
    });
    expect(confirmed.json()).toMatchObject({ totp_enabled: true });
    // Enrolled: the password alone no longer signs in.
    expect((await signIn('lost.phone@example.com')).json()).toMatchObject({ code: 'totp_required' });

    expect(await run(['reset-authenticator', 'LOST.PHONE@example.com'])).toEqual([
      'operator lost.phone@example.com has no authenticator now; their sessions ended. They sign in with their password and set up a new one',
    ]);
    expect((await api.inject({ method: 'GET', url: '/api/admin/session/', headers })).statusCode).toBe(401);
    const [row] = await subject.database.db
      .select()
      .from(operators)
      .where(eq(operators.email, 'lost.phone@example.com'));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect((await run(['list'])).find((line) => line.includes('lost.phone@'))).toMatch(/\tadmin\tno\t$/);

    const again = await signIn('lost.phone@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ operator: { totp_enabled: false } });
    const fresh = again.cookies.find((entry) => entry.name === 'larder_operator');
    const restarted = await api.inject({
      method: 'POST',
      url: '/api/admin/session/totp/',
      headers: { ...CLIENT_HEADERS, cookie: `larder_operator=${fresh?.value}` },
    });
    expect(restarted.statusCode).toBe(201);
    expect((restarted.json() as { secret: string }).secret).not.toBe(secret);

    const audit = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(row?.id)))
      .orderBy(asc(auditLog.id));
    const reset = audit.find((entry) => entry.action === 'operator.totp_reset');
    expect(reset).toMatchObject({
      operatorId: null,
      recordType: 'operator',
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    expect(JSON.stringify(audit)).not.toContain(secret);
    // An address no operator has.
    await expect(run(['reset-authenticator', 'other.admin@example.com'])).rejects.toThrow(
      'no operator other.admin@example.com',
    );
  });

  it('refuses bad usage, a weak or empty password, a taken address, an unknown role or operator', async () => {
    await run(['add', 'taken@example.com', '--role', 'support']);
    for (const [args, words, input] of [
      [['add', 'taken@example.com', '--role', 'admin'], 'an operator taken@example.com exists already'],
      [['add', 'TAKEN@example.com', '--role', 'admin'], 'exists already'],
      [['add', 'new@example.com', '--role', 'root'], 'role must be support, operations or admin, not root'],
      [['add', 'new@example.com'], 'add needs --role admin|operations|support'],
      [['add', 'not-an-email', '--role', 'admin'], 'EMAIL must be an email address'],
      [['add', 'new@example.com', '--role', 'admin', '--force'], "Unknown option '--force'"],
      [['add', 'weak@example.com', '--role', 'admin'], 'password refused', 'password\n'],
      [['add', 'empty@example.com', '--role', 'admin'], 'no password given', ''],
      [['set-role', 'taken@example.com', 'support'], 'operator taken@example.com is support already'],
      [['set-role', 'taken@example.com', 'owner'], 'role must be support, operations or admin'],
      [['disable', 'ghost@example.com'], 'no operator ghost@example.com'],
      [['disable'], 'usage: operators disable EMAIL'],
      [['list', 'extra'], 'usage: operators list'],
      [['reset-authenticator', 'taken@example.com'], 'operator taken@example.com has no authenticator'],
      [['reset-authenticator', 'ghost@example.com'], 'no operator ghost@example.com'],
      [['reset-authenticator'], 'usage: operators reset-authenticator EMAIL'],
      [['remove', 'taken@example.com'], 'unknown command remove'],
    ] as const) {
      await expect(run([...args], input), args.join(' ')).rejects.toThrow(words);
    }
    const rows = await subject.database.db.select().from(operators);
    expect(rows.map((row) => row.email)).not.toContain('weak@example.com');
    expect(rows.map((row) => row.email)).not.toContain('empty@example.com');
  });
});
