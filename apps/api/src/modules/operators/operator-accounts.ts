// Operators' accounts (docs/decisions/200-operators.md): created, listed, disabled and given a role (from the
// command line now, from the console later), signing in with a password hashed as customers' are
// (accounts/password-hashing.ts) and an authenticator code, and enrolling that authenticator. Every change writes
// its audit row in its own transaction; `actor` is the operator making it, null from the command line.

import type { Operator } from '@larder/contracts/schemas/admin';
import { AuditRecordType, isOperatorRole } from '@larder/contracts/values/admin';
import type { AuditAction } from '@larder/contracts/values/audit-actions';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../accounts/password-hashing';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import type { OperatorSessions } from '../audit/operator-sessions';
import {
  claimTotpStep,
  findOperator,
  findOperatorByEmail,
  insertOperator,
  listOperators,
  lockOperatorByEmail,
  updateOperator,
} from './repository';
import { SecretBox } from './secret-box';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/** A change that cannot be made: the words say why. */
export class OperatorRefused extends Error {
  override name = 'OperatorRefused';
}

export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: isOperatorRole(row.role) ? row.role : 'support',
    totp_enabled: row.totpEnabledAt !== null,
  };
}

/** The audit's picture of an operator: never a hash or a secret. */
const audited = (row: OperatorRow) => ({ ...toOperator(row), disabled: row.disabled });

export type SignInResult =
  /** `secondFactor`: the sign-in gave an authenticator code (the session records it). */
  | { outcome: 'signed-in'; operator: OperatorRow; secondFactor: boolean }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'totp-required' }
  | { outcome: 'invalid-totp' }
  /** The operator's authenticator secret is sealed and this process cannot open it (OPERATOR_TOTP_KEY). */
  | { outcome: 'unreadable-secret'; operator: OperatorRow };

export class OperatorAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: Pick<
      OperatorSessions,
      'endAllOf' | 'setPendingSecret' | 'confirmSecondFactor' | 'tagOf'
    >,
    /** The app's hasher (app.passwords), at the cost its settings name. */
    readonly passwords: PasswordHasher,
    /** How authenticator secrets are kept at rest (secret-box.ts); without a key, in clear. */
    private readonly box: SecretBox = new SecretBox(undefined),
  ) {}

  async add(email: string, role: string, password: string, actor: number | null): Promise<OperatorRow> {
    if (!isOperatorRole(role)) throw new OperatorRefused(`role must be support, operations or admin, not ${role}`);
    const passwordHash = await this.passwords.hash(password);
    return this.db.transaction(async (tx) => {
      const row = await insertOperator(tx, { email: email.trim(), passwordHash, role });
      if (!row) throw new OperatorRefused(`an operator ${email.trim()} exists already`);
      await recordAudit(tx, this.change(actor, 'operator.add', row, null, audited(row)));
      return row;
    });
  }

  list(): Promise<OperatorRow[]> {
    return listOperators(this.db);
  }

  /** Disables the operator and ends their sessions at once. */
  disable(email: string, actor: number | null): Promise<OperatorRow> {
    return this.db.transaction(async (tx) => {
      const row = await lockOperatorByEmail(tx, email);
      if (!row) throw new OperatorRefused(`no operator ${email.trim()}`);
      if (row.disabled) throw new OperatorRefused(`operator ${row.email} is disabled already`);
      const after = await updateOperator(tx, row.id, { disabled: true });
      await this.sessions.endAllOf(row.id, tx);
      await recordAudit(tx, this.change(actor, 'operator.disable', row, audited(row), audited(after)));
      return after;
    });
  }

  /** Lets a disabled operator sign in again (the console's undo of a disable). */
  enable(email: string, actor: number | null): Promise<OperatorRow> {
    return this.db.transaction(async (tx) => {
      const row = await lockOperatorByEmail(tx, email);
      if (!row) throw new OperatorRefused(`no operator ${email.trim()}`);
      if (!row.disabled) throw new OperatorRefused(`operator ${row.email} is enabled already`);
      const after = await updateOperator(tx, row.id, { disabled: false });
      await recordAudit(tx, this.change(actor, 'operator.enable', row, audited(row), audited(after)));
      return after;
    });
  }

  setRole(email: string, role: string, actor: number | null): Promise<OperatorRow> {
    if (!isOperatorRole(role)) {
      return Promise.reject(new OperatorRefused(`role must be support, operations or admin, not ${role}`));
    }
    return this.db.transaction(async (tx) => {
      const row = await lockOperatorByEmail(tx, email);
      if (!row) throw new OperatorRefused(`no operator ${email.trim()}`);
      if (row.role === role) throw new OperatorRefused(`operator ${row.email} is ${role} already`);
      const after = await updateOperator(tx, row.id, { role });
      await recordAudit(tx, this.change(actor, 'operator.set_role', row, audited(row), audited(after)));
      return after;
    });
  }

  /**
   * Takes away the operator's authenticator, for one who lost it (from the command line: they cannot sign in to ask
   * for it): the secret, an enrolment under way and the last step used are cleared and their sessions end at once, so
   * the next sign-in is by password and, where authenticators are required, sets up a new one before anything else.
   */
  resetTotp(email: string, actor: number | null): Promise<OperatorRow> {
    return this.db.transaction(async (tx) => {
      const row = await lockOperatorByEmail(tx, email);
      if (!row) throw new OperatorRefused(`no operator ${email.trim()}`);
      if (!row.totpEnabledAt && !row.totpSecret) {
        throw new OperatorRefused(`operator ${row.email} has no authenticator`);
      }
      // Set-ups under way belong to the sessions, which end here.
      const after = await updateOperator(tx, row.id, {
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
      });
      await this.sessions.endAllOf(row.id, tx);
      await recordAudit(tx, this.change(actor, 'operator.totp_reset', row, audited(row), audited(after)));
      return after;
    });
  }

  /**
   * Checks the password (a dummy verification for an unknown or disabled address, so timing tells nothing) and, when
   * the operator has an authenticator, the code, which is then used up.
   */
  async verifySignIn(email: string, password: string, code: string | undefined): Promise<SignInResult> {
    const row = await findOperatorByEmail(this.db, email);
    const usable = row && !row.disabled ? row : undefined;
    if (!(await this.passwords.verify(usable?.passwordHash, password)) || !usable)
      return { outcome: 'invalid-credentials' };
    if (usable.totpEnabledAt && usable.totpSecret) {
      if (code === undefined) return { outcome: 'totp-required' };
      const opened = this.box.open(usable.totpSecret);
      if (!opened) return { outcome: 'unreadable-secret', operator: usable };
      if (!(await this.useCode(usable.id, opened.secret, code))) return { outcome: 'invalid-totp' };
      // A secret written in clear (before the key was set) is sealed once it has been used with the key.
      if (!opened.sealed && this.box.sealing) {
        await updateOperator(this.db, usable.id, { totpSecret: this.box.seal(opened.secret) });
      }
      return { outcome: 'signed-in', operator: usable, secondFactor: true };
    }
    return { outcome: 'signed-in', operator: usable, secondFactor: false };
  }

  /**
   * Starts (or starts again) an enrolment in one session: a new secret kept pending in that session's row until a
   * code from it is confirmed there. Another session's set-up is its own (never replaced by this one); the audit row
   * `operator.totp_begin` names the session by its tag and the address it came from, so two set-ups can be told apart.
   */
  async beginTotp(
    operatorId: number,
    issuer: string,
    session: { token: string; ip: string },
  ): Promise<{ secret: string; uri: string } | 'enrolled'> {
    const row = await findOperator(this.db, operatorId);
    if (!row || row.totpEnabledAt) return 'enrolled';
    const secret = newTotpSecret();
    await this.db.transaction(async (tx) => {
      await this.sessions.setPendingSecret(session.token, this.box.seal(secret), tx);
      const started = { ...audited(row), session: this.sessions.tagOf(session.token), ip: session.ip };
      await recordAudit(tx, this.change(operatorId, 'operator.totp_begin', row, audited(row), started));
    });
    return { secret, uri: totpUri(secret, issuer, row.email) };
  }

  /**
   * Confirms the secret this session has pending with a code from it; audited. The session now counts as having given
   * a code, and every other session of the operator ends (password-only, or with their own set-up) at once.
   */
  async confirmTotp(
    operatorId: number,
    code: string,
    session: { token: string; pendingSecret: string | null },
  ): Promise<OperatorRow | 'not-started' | 'invalid' | 'enrolled'> {
    const row = await findOperator(this.db, operatorId);
    if (!row) return 'not-started';
    if (row.totpEnabledAt) return 'enrolled';
    // One sealed under another key (or none now) cannot be confirmed: the operator starts again.
    const pending = session.pendingSecret ? this.box.open(session.pendingSecret) : undefined;
    if (!pending) return 'not-started';
    const step = await matchTotp(pending.secret, code, this.clock.now());
    if (step === undefined) return 'invalid';
    return this.db.transaction(async (tx) => {
      const locked = await lockOperatorByEmail(tx, row.email);
      // Another session confirmed its own set-up first: this one is over (its session ends with the others).
      if (!locked || locked.totpEnabledAt) return 'enrolled' as const;
      const after = await updateOperator(tx, operatorId, {
        totpSecret: this.box.seal(pending.secret),
        totpEnabledAt: this.clock.now(),
        totpLastStep: step,
      });
      await this.sessions.confirmSecondFactor(session.token, operatorId, tx);
      const enrolled = { ...audited(after), session: this.sessions.tagOf(session.token) };
      await recordAudit(tx, this.change(operatorId, 'operator.totp_enrol', row, audited(row), enrolled));
      return after;
    });
  }

  private async useCode(operatorId: number, secret: string, code: string): Promise<boolean> {
    const step = await matchTotp(secret, code, this.clock.now());
    return step !== undefined && (await claimTotpStep(this.db, operatorId, step));
  }

  private change(actor: number | null, action: AuditAction, row: OperatorRow, before: unknown, after: unknown) {
    return {
      operatorId: actor,
      action,
      recordType: AuditRecordType.Operator,
      recordId: row.id,
      before,
      after,
      at: this.clock.now(),
    };
  }
}
