// Operators managed in the console (issue 42; docs/decisions/208-operators-in-the-console.md): an admin invites by
// email, the invited operator chooses a password through the link once and signs in with the role chosen; an
// invitation is withdrawn, replaced, expires; an admin changes another's role, disables (their sessions end) and
// enables them, never their own; every change audited; support and operations are refused; bad input is a 400.

import { OPERATOR_SETUP_PATH } from '@larder/contracts/values/admin-team';
import { SmtpStandIn } from '@larder/stand-ins/smtp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleClient, OPERATOR_PASSWORD } from '../../../test/console';
import { useMailApp } from '../../../test/mail';
import { auditLog } from '../../db/schema/operators';

// The invitations go out through the outbox to an SMTP stand-in; the link's token is read from the email, as the
// invited operator reads it (the outbox drops it once sent).
const suite = useMailApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '1000' } });
const { call, operatorAccount } = consoleClient(() => suite.app, '10.71');

/** Tokens the test has read already: each call waits for the next invitation's email. */
const read = new Set<string>();

/** The token of the next invitation emailed to `email`, from its set-up link, waiting for the email. */
async function invitationToken(email: string): Promise<string> {
  const tokenOf = (message: Parameters<typeof SmtpStandIn.link>[0]) =>
    SmtpStandIn.link(message, OPERATOR_SETUP_PATH).searchParams.get('token') ?? '';
  const mail = await suite.smtp.waitFor(
    (message) => message.to.includes(email) && message.subject.includes('console') && !read.has(tokenOf(message)),
  );
  const token = tokenOf(mail);
  read.add(token);
  return token;
}

const signIn = (email: string, password = OPERATOR_PASSWORD) =>
  call(undefined, { method: 'POST', url: '/api/admin/session/', payload: { email, password } });

const invite = (cookie: string, email: string, role: string) =>
  call(cookie, { method: 'POST', url: '/api/admin/operators/invites/', payload: { email, role } });

const setUp = (token: string, password = OPERATOR_PASSWORD) =>
  call(undefined, { method: 'POST', url: '/api/admin/operators/setup/', payload: { token, password } });

describe('operators invited and managed in the console', () => {
  it('invites by email; the link sets the password once and the operator signs in with the role chosen', async () => {
    const admin = await operatorAccount('team.admin@example.com', 'admin');
    const sent = await invite(admin.cookie, 'dana@example.com', 'operations');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      email: 'dana@example.com',
      role: 'operations',
      invited_by: 'team.admin@example.com',
    });
    const listed = (await call(admin.cookie, { method: 'GET', url: '/api/admin/operators/' })).json();
    expect(listed.invites.map((row: { email: string }) => row.email)).toContain('dana@example.com');
    expect((await signIn('dana@example.com')).statusCode).toBe(401);

    const token = await invitationToken('dana@example.com');
    expect((await setUp(token, 'short')).statusCode).toBe(400);
    const made = await setUp(token);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email: 'dana@example.com', role: 'operations', disabled: false });
    // Used once: the same link again is refused in words, and the invitation is no longer pending.
    const again = await setUp(token, 'another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/does not work/);
    const signedIn = await signIn('dana@example.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().operator).toMatchObject({ email: 'dana@example.com', role: 'operations' });
    const after = (await call(admin.cookie, { method: 'GET', url: '/api/admin/operators/' })).json();
    expect(after.invites.map((row: { email: string }) => row.email)).not.toContain('dana@example.com');

    const audit = await suite.database.db.select().from(auditLog).where(eq(auditLog.operatorId, admin.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['operator.invite', 'operator.invite_accept', 'operator.add']),
    );
    // The audit never keeps the link's token.
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('withdraws an invitation, replaces one by a new one, and refuses an old or expired link', async () => {
    const admin = await operatorAccount('team.admin2@example.com', 'admin');
    await invite(admin.cookie, 'lee@example.com', 'support');
    const first = await invitationToken('lee@example.com');
    const second = await invite(admin.cookie, 'lee@example.com', 'operations');
    const replacement = await invitationToken('lee@example.com');
    expect((await setUp(first)).statusCode).toBe(400);

    const withdrawn = await call(admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/operators/invites/${second.json().id}/`,
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await setUp(replacement)).statusCode).toBe(400);

    await invite(admin.cookie, 'kim@example.com', 'support');
    const late = await invitationToken('kim@example.com');
    const realNow = suite.app.clock.now;
    suite.app.clock.now = () => new Date(Date.now() + 73 * 3_600_000);
    try {
      expect((await setUp(late)).statusCode).toBe(400);
    } finally {
      suite.app.clock.now = realNow;
    }
    // An address that is an operator already is not invited.
    const taken = await invite(admin.cookie, 'team.admin2@example.com', 'support');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('That address is an operator already: change their role or enable them instead.');
  });

  it("changes another operator's role, disables them (their session ends) and enables them; never their own", async () => {
    const admin = await operatorAccount('team.admin3@example.com', 'admin');
    const other = await operatorAccount('team.other@example.com', 'support');
    const patch = (cookie: string, id: number, payload: object) =>
      call(cookie, { method: 'PATCH', url: `/api/admin/operators/${id}/`, payload });

    expect((await patch(admin.cookie, other.id, { role: 'operations' })).json().role).toBe('operations');
    expect((await patch(admin.cookie, other.id, { disabled: true })).json().disabled).toBe(true);
    expect((await call(other.cookie, { method: 'GET', url: '/api/admin/session/' })).statusCode).toBe(401);
    expect((await signIn('team.other@example.com')).statusCode).toBe(401);
    expect((await patch(admin.cookie, other.id, { disabled: false })).json().disabled).toBe(false);
    expect((await signIn('team.other@example.com')).statusCode).toBe(200);

    const own = await patch(admin.cookie, admin.id, { role: 'support' });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You cannot change your own role or disable yourself: ask another admin.');
    expect((await patch(admin.cookie, other.id, {})).statusCode).toBe(400);
    expect((await patch(admin.cookie, other.id, { role: 'owner' })).statusCode).toBe(400);
    expect((await patch(admin.cookie, 2_000_000, { role: 'support' })).statusCode).toBe(404);

    const actions = (
      await suite.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.recordType, 'operator'), eq(auditLog.recordId, String(other.id))))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.set_role', 'operator.disable', 'operator.enable']));
  });

  it('refuses support and operations, and a customer or nobody, before any work; bad input is a 400 naming it', async () => {
    const support = await operatorAccount('team.support@example.com', 'support');
    const operations = await operatorAccount('team.ops@example.com', 'operations');
    for (const cookie of [support.cookie, operations.cookie]) {
      expect((await call(cookie, { method: 'GET', url: '/api/admin/operators/' })).statusCode).toBe(403);
      expect((await invite(cookie, 'x@example.com', 'admin')).statusCode).toBe(403);
    }
    expect((await call(undefined, { method: 'GET', url: '/api/admin/operators/' })).statusCode).toBe(401);
    const admin = await operatorAccount('team.admin4@example.com', 'admin');
    const bad = await invite(admin.cookie, 'not an address', 'support');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? bad.json())).toContain('email');
    expect((await setUp('x'.repeat(10))).statusCode).toBe(400);
    expect((await setUp('y'.repeat(43))).statusCode).toBe(400);
  });
});
