// The console's operators screen (issue 42; docs/decisions/208-operators-in-the-console.md): an admin invites an
// operator by email (a set-up link that works once, for 72 hours; its token kept only as its SHA-256), withdraws an
// invitation, changes a role, disables and enables. The invited operator chooses their password through the link;
// the authenticator follows at their first sign-in (OPERATOR_REQUIRE_TOTP, as for any operator). Each change and
// its audit row commit together; role, disable and enable go through OperatorAccounts, as the CLI's do.

import crypto from 'node:crypto';
import type {
  OperatorChangeRequest,
  OperatorInvite,
  OperatorInviteRequest,
  OperatorTeam,
  TeamOperator,
} from '@larder/contracts/schemas/admin-team';
import { AdminErrorCode, AuditRecordType, isOperatorRole } from '@larder/contracts/values/admin';
import { OPERATOR_INVITE_VALID_HOURS, TeamMessage } from '@larder/contracts/values/admin-team';
import type { AuditAction } from '@larder/contracts/values/audit-actions';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { operatorInvites, operators } from '../../db/schema/operators';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { passwordProblems } from '../accounts/password-policy';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import type { Outbox } from '../email/outbox';
import { type OperatorAccounts, OperatorRefused, toOperator } from './operator-accounts';
import { findOperator, findOperatorByEmail, insertOperator } from './repository';

type InviteRow = typeof operatorInvites.$inferSelect;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const refused = (message: string, status = 409) => new HttpError(status, AdminErrorCode.Refused, message);

/** An invitation still waiting for its operator: neither used nor withdrawn, and within its 72 hours. */
const pending = (now: Date) =>
  and(isNull(operatorInvites.acceptedAt), isNull(operatorInvites.revokedAt), gt(operatorInvites.expiresAt, now));

function toTeamOperator(row: OperatorRow): TeamOperator {
  return {
    ...toOperator(row),
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit keeps of an invitation: never its token. */
const auditedInvite = (row: InviteRow) => ({
  email: row.email,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
  ...(row.revokedAt ? { revoked_at: row.revokedAt.toISOString() } : {}),
  ...(row.acceptedAt ? { accepted_at: row.acceptedAt.toISOString(), operator_id: row.operatorId } : {}),
});

export class OperatorTeamConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accounts: OperatorAccounts,
    private readonly outbox: Outbox,
  ) {}

  async team(): Promise<OperatorTeam> {
    const now = this.clock.now();
    const rows = await this.db.select().from(operators).orderBy(asc(operators.id));
    const invites = await this.db
      .select({ invite: operatorInvites, invitedBy: operators.email })
      .from(operatorInvites)
      .innerJoin(operators, eq(operators.id, operatorInvites.invitedBy))
      .where(pending(now))
      .orderBy(asc(operatorInvites.id));
    return {
      operators: rows.map(toTeamOperator),
      invites: invites.map(({ invite, invitedBy }) => this.toInvite(invite, invitedBy)),
    };
  }

  /** Invites `email` as `role`: a new pending invitation (replacing one pending for the address) and its email. */
  async invite(actor: OperatorRow, request: OperatorInviteRequest): Promise<OperatorInvite> {
    const email = request.email.trim();
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      if (await findOperatorByEmail(tx, email)) throw refused(TeamMessage.AlreadyOperator);
      const replaced = await tx
        .update(operatorInvites)
        .set({ revokedAt: now })
        .where(and(sql`lower(${operatorInvites.email}) = lower(${email})`, pending(now)))
        .returning();
      const [row] = await tx
        .insert(operatorInvites)
        .values({
          email,
          role: request.role,
          tokenHash: hashToken(token),
          invitedBy: actor.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OPERATOR_INVITE_VALID_HOURS * 3_600_000),
        })
        .returning();
      if (!row) throw new Error('the invitation was not written');
      for (const old of replaced) await this.audit(tx, actor.id, 'operator.invite_revoke', old, null);
      await this.audit(tx, actor.id, 'operator.invite', row, null);
      await this.outbox.enqueue(tx, 'operator_invite', email, {
        token,
        role: request.role,
        invitedBy: actor.email,
        validHours: OPERATOR_INVITE_VALID_HOURS,
      });
      return this.toInvite(row, actor.email);
    });
  }

  /** Withdraws a pending invitation: its link stops working at once. */
  async revoke(actor: OperatorRow, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(operatorInvites)
        .set({ revokedAt: now })
        .where(and(eq(operatorInvites.id, id), pending(now)))
        .returning();
      if (!row) throw refused(TeamMessage.InviteNotPending, 404);
      await this.audit(tx, actor.id, 'operator.invite_revoke', row, null);
    });
  }

  /** A role given, or the operator disabled or enabled, by an admin other than them. */
  async change(actor: OperatorRow, id: number, request: OperatorChangeRequest): Promise<TeamOperator> {
    if (request.role === undefined && request.disabled === undefined) throw refused(TeamMessage.NothingToChange, 400);
    if (id === actor.id) throw refused(TeamMessage.NotYourself, 403);
    const row = await findOperator(this.db, id);
    if (!row) throw refused(TeamMessage.OperatorUnknown, 404);
    let after = row;
    try {
      if (request.role !== undefined && request.role !== row.role) {
        after = await this.accounts.setRole(row.email, request.role, actor.id);
      }
      if (request.disabled === true && !after.disabled) after = await this.accounts.disable(row.email, actor.id);
      if (request.disabled === false && after.disabled) after = await this.accounts.enable(row.email, actor.id);
    } catch (error) {
      if (error instanceof OperatorRefused) throw refused(error.message);
      throw error;
    }
    return toTeamOperator(after);
  }

  /**
   * The invited operator's password through the set-up link: the operator made with the invitation's email and role,
   * the invitation used, both audited as the inviter's doing, in one transaction; of two uses at once, one wins.
   */
  async accept(token: string, password: string): Promise<TeamOperator> {
    const problems = passwordProblems(password);
    if (problems.length > 0) {
      throw new HttpError(400, AdminErrorCode.Refused, problems.join(' '), { password: problems });
    }
    const passwordHash = await this.accounts.passwords.hash(password);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [invite] = await tx
        .select()
        .from(operatorInvites)
        .where(and(eq(operatorInvites.tokenHash, hashToken(token)), pending(now)))
        .for('update');
      if (!invite || !isOperatorRole(invite.role)) throw refused(TeamMessage.InviteUnknown, 400);
      const row = await insertOperator(tx, { email: invite.email, passwordHash, role: invite.role });
      if (!row) throw refused(TeamMessage.AlreadyOperator);
      const [used] = await tx
        .update(operatorInvites)
        .set({ acceptedAt: now, operatorId: row.id })
        .where(eq(operatorInvites.id, invite.id))
        .returning();
      if (used) await this.audit(tx, invite.invitedBy, 'operator.invite_accept', used, null);
      await recordAudit(tx, {
        operatorId: invite.invitedBy,
        action: 'operator.add',
        recordType: AuditRecordType.Operator,
        recordId: row.id,
        before: null,
        after: { ...toOperator(row), disabled: row.disabled, invite: invite.id },
        at: now,
      });
      return toTeamOperator(row);
    });
  }

  private toInvite(row: InviteRow, invitedBy: string): OperatorInvite {
    return {
      id: row.id,
      email: row.email,
      role: isOperatorRole(row.role) ? row.role : 'support',
      invited_by: invitedBy,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    };
  }

  private audit(tx: DbOrTx, actor: number, action: AuditAction, row: InviteRow, before: unknown) {
    return recordAudit(tx, {
      operatorId: actor,
      action,
      recordType: 'operator_invite',
      recordId: row.id,
      before,
      after: auditedInvite(row),
      at: this.clock.now(),
    });
  }
}
