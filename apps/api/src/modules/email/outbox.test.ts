// Also on the PostgreSQL server (its tests tagged postgres-server): several apps on one database send each message once: the outbox worker's SKIP LOCKED on separate connections.
// The outbox and its worker against real SMTP (the stand-in): a message exists only if its transaction commits,
// a relay that is down delays it and it is delivered once when the relay is back, and several API processes on
// one database send each message once.
import { SmtpStandIn } from '@larder/stand-ins/smtp';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { eventually, mailEnv, SITE_ORIGIN, useMailApp } from '../../../test/mail';
import { sharedDatabase } from '../../../test/sso';
import { createTestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/email-outbox';

const suite = useMailApp();

async function outboxRows(recipient: string) {
  return suite.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));
}

async function jobsFor(recipient: string): Promise<number> {
  const ids = (await outboxRows(recipient)).map((row) => row.id);
  if (ids.length === 0) return 0;
  const result = await suite.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'email.send' and (data->>'outboxId')::int in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return (result.rows[0] as { n: number }).n;
}

describe('the transactional outbox', () => {
  it('sends a committed message once, with a plain-text and an HTML part, branded, links on PUBLIC_SITE_ORIGIN', async () => {
    await suite.database.db.transaction(async (tx) => {
      await suite.app.outbox.enqueue(tx, 'password_changed', 'committed@example.com', { firstName: 'Ada' });
    });
    const message = await suite.smtp.waitFor((mail) => mail.to.includes('committed@example.com'));
    expect(message.from).toBe('hello@larder.test');
    expect(message.subject).toBe('Your Larder password was changed');
    expect(message.text).toContain('Hi Ada,');
    expect(message.html).toContain('<html');
    expect(message.html).toContain('Larder');
    expect(message.links).toContain(`${SITE_ORIGIN}/password/forgot/`);
    const [row] = await eventually(async () => {
      const rows = await outboxRows('committed@example.com');
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, data: {} });
    expect(row?.messageId).toMatch(/^<.+>$/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(suite.smtp.to('committed@example.com')).toHaveLength(1);
  });

  it('writes nothing and sends nothing when the transaction rolls back', async () => {
    await expect(
      suite.database.db.transaction(async (tx) => {
        await suite.app.outbox.enqueue(tx, 'password_changed', 'rolled.back@example.com', { firstName: 'Ada' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows('rolled.back@example.com')).toEqual([]);
    const jobs = await suite.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'email.send' and data->>'outboxId' is null`,
    );
    expect((jobs.rows[0] as { n: number }).n).toBe(0);
    // A later message is delivered: the worker is alive, and the rolled-back one never arrives.
    await suite.database.db.transaction((tx) =>
      suite.app.outbox.enqueue(tx, 'password_changed', 'after.rollback@example.com', { firstName: 'Ada' }),
    );
    await suite.smtp.waitFor((mail) => mail.to.includes('after.rollback@example.com'));
    expect(suite.smtp.to('rolled.back@example.com')).toEqual([]);
  });

  it('refuses an address the email schema refuses: no row, no job, the change rolls back', async () => {
    const attempt = suite.database.db.transaction((tx) =>
      suite.app.outbox.enqueue(tx, 'password_changed', 'not an address\r\nBcc: x@example.com', { firstName: 'Ada' }),
    );
    await expect(attempt).rejects.toThrow();
    expect(
      await suite.database.db.select().from(emailOutbox).where(sql`${emailOutbox.recipient} like 'not an%'`),
    ).toEqual([]);
  });

  it('retries while the relay answers 451, then delivers once', async () => {
    suite.smtp.refuse(true);
    try {
      await suite.database.db.transaction((tx) =>
        suite.app.outbox.enqueue(tx, 'password_changed', 'refused.first@example.com', { firstName: 'Ada' }),
      );
      await eventually(async () => {
        const [row] = await outboxRows('refused.first@example.com');
        return row && row.attempts >= 1 && row.status === 'pending' && row.lastError?.includes('451');
      });
    } finally {
      suite.smtp.refuse(false);
    }
    await suite.smtp.waitFor((mail) => mail.to.includes('refused.first@example.com'));
    const [row] = await eventually(async () => {
      const rows = await outboxRows('refused.first@example.com');
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    expect(suite.smtp.to('refused.first@example.com')).toHaveLength(1);
    expect(await jobsFor('refused.first@example.com')).toBe(1);
  });

  it('an SMTP server that is down never fails the request; when it is back, the message is delivered once', async () => {
    await suite.smtp.stop();
    try {
      // A sign-up writes its verification email: the request succeeds while the relay is down.
      const response = await signUp(suite.app, { email: 'relay.down@example.com' });
      expect(response.statusCode).toBe(201);
      await eventually(async () => {
        const [row] = await outboxRows('relay.down@example.com');
        return row && row.attempts >= 1 && row.status === 'pending' && row.lastError;
      });
    } finally {
      await suite.smtp.start();
    }
    await suite.smtp.waitFor((mail) => mail.to.includes('relay.down@example.com'));
    await eventually(async () => (await outboxRows('relay.down@example.com'))[0]?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(suite.smtp.to('relay.down@example.com')).toHaveLength(1);
  });

  it('marks a message failed after its last retry, keeping the error', async () => {
    const smtp = new SmtpStandIn({ password: 'right' });
    await smtp.start();
    // A relay that refuses our credentials: every attempt fails (an app and database of its own).
    const wrong = { ...mailEnv(smtp), SMTP_URL: smtp.url.replace(':right@', ':wrong@'), MAIL_RETRY_LIMIT: '1' };
    const other = await createTestApp({ env: wrong });
    try {
      await other.database.db.transaction((tx) =>
        other.app.outbox.enqueue(tx, 'password_changed', 'never.sent@example.com', { firstName: 'Ada' }),
      );
      const row = await eventually(async () => {
        const [found] = await other.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.recipient, 'never.sent@example.com'));
        return found?.status === 'failed' && found;
      });
      expect(row).toMatchObject({ attempts: 2, data: {}, sentAt: null });
      expect(row.lastError).toMatch(/535/);
      expect(smtp.messages).toEqual([]);
    } finally {
      await other.app.close();
      await smtp.stop();
    }
  });
});

describe('several API processes on one database', { tags: ['postgres-server'] }, () => {
  it('send each message once', async () => {
    const others = await Promise.all(
      [1, 2].map(() => createTestApp({ env: mailEnv(suite.smtp), database: sharedDatabase(suite.database) })),
    );
    try {
      const addresses = Array.from({ length: 12 }, (_, index) => `many.${index}@example.com`);
      await Promise.all(
        addresses.map((address, index) => {
          const app = [suite.app, ...others.map((other) => other.app)][index % 3] ?? suite.app;
          return suite.database.db.transaction((tx) =>
            app.outbox.enqueue(tx, 'password_changed', address, { firstName: 'Ada' }),
          );
        }),
      );
      for (const address of addresses) await suite.smtp.waitFor((mail) => mail.to.includes(address));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const address of addresses) expect(suite.smtp.to(address)).toHaveLength(1);
    } finally {
      for (const other of others) await other.app.close();
    }
  });
});
