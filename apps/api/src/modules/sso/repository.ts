// SSO identities and Apple login states. Identities are found by (provider, subject), the unique index that also
// settles concurrent first logins; states are consumed by one DELETE ... RETURNING, so a state is used at most once.
import type { SsoProvider } from '@larder/contracts/schemas/sso';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { appleLoginStates, ssoIdentities } from '../../db/schema/sso';
import { type CustomerRow, customerColumns } from '../accounts/customer-repository';

export async function findIdentityCustomer(
  db: DbOrTx,
  provider: SsoProvider,
  subject: string,
): Promise<(CustomerRow & { identityId: number }) | undefined> {
  const [row] = await db
    .select({ ...customerColumns, identityId: ssoIdentities.id })
    .from(ssoIdentities)
    .innerJoin(customers, eq(customers.id, ssoIdentities.customerId))
    .where(and(eq(ssoIdentities.provider, provider), eq(ssoIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Inserts an identity; false when (provider, subject) already exists (a concurrent first login won). */
export async function insertIdentity(
  db: DbOrTx,
  values: {
    provider: SsoProvider;
    subject: string;
    customerId: number;
    email: string | null;
    emailVerified: boolean;
    at: Date;
  },
): Promise<boolean> {
  const { at, ...rest } = values;
  const rows = await db
    .insert(ssoIdentities)
    .values({ ...rest, createdAt: at, lastLoginAt: at })
    .onConflictDoNothing()
    .returning({ id: ssoIdentities.id });
  return rows.length > 0;
}

export async function touchIdentity(db: DbOrTx, identityId: number, at: Date): Promise<void> {
  await db.update(ssoIdentities).set({ lastLoginAt: at }).where(eq(ssoIdentities.id, identityId));
}

export async function insertAppleState(
  db: DbOrTx,
  values: { stateHash: string; bindingHash: string; nonce: string; expiresAt: Date },
): Promise<void> {
  await db.insert(appleLoginStates).values(values);
}

/** Deletes the state if it was issued to this browser, and answers its nonce and expiry. */
export async function consumeAppleState(
  db: DbOrTx,
  stateHash: string,
  bindingHash: string,
): Promise<{ nonce: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(appleLoginStates)
    .where(and(eq(appleLoginStates.stateHash, stateHash), eq(appleLoginStates.bindingHash, bindingHash)))
    .returning({ nonce: appleLoginStates.nonce, expiresAt: appleLoginStates.expiresAt });
  return row;
}

export async function deleteExpiredAppleStates(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(appleLoginStates).where(lt(appleLoginStates.expiresAt, now));
}

export async function listIdentities(db: DbOrTx, customerId: number) {
  return db
    .select({ provider: ssoIdentities.provider, email: ssoIdentities.email, linkedAt: ssoIdentities.createdAt })
    .from(ssoIdentities)
    .where(eq(ssoIdentities.customerId, customerId))
    .orderBy(asc(ssoIdentities.createdAt), asc(ssoIdentities.id));
}

export async function deleteIdentities(db: DbOrTx, customerId: number, provider: SsoProvider): Promise<number> {
  const rows = await db
    .delete(ssoIdentities)
    .where(and(eq(ssoIdentities.customerId, customerId), eq(ssoIdentities.provider, provider)))
    .returning({ id: ssoIdentities.id });
  return rows.length;
}

/** Whether the customer has a password; with `lock`, the row stays locked until the transaction ends. */
export async function customerHasPassword(db: DbOrTx, customerId: number, lock = false): Promise<boolean> {
  const query = db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.passwordHash != null;
}
