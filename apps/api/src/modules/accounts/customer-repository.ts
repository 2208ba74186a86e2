// Customer rows. The email is matched on lower(email), the expression of the unique index.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { voidTokens } from './token-repository';

/** The columns of the public customer shape, for selects (also used by the session and SSO joins). */
export const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  didCheckout: customers.didCheckout,
  emailVerifiedAt: customers.emailVerifiedAt,
};

export type CustomerRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  didCheckout: boolean;
  emailVerifiedAt: Date | null;
};

export async function findCustomerByEmail(
  db: DbOrTx,
  email: string,
): Promise<(CustomerRow & { passwordHash: string | null }) | undefined> {
  const [row] = await db
    .select({ ...customerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** Inserts a customer; undefined when the address is taken (the unique index decides, even under concurrency). */
export async function insertCustomer(
  db: DbOrTx,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
    emailVerifiedAt?: Date | null;
  },
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning(customerColumns);
  return row;
}

export async function recordLogin(db: DbOrTx, id: number, at: Date, newPasswordHash?: string): Promise<void> {
  await db
    .update(customers)
    .set(newPasswordHash ? { lastLoginAt: at, passwordHash: newPasswordHash, updatedAt: at } : { lastLoginAt: at })
    .where(eq(customers.id, id));
}

export async function findCustomerWithPassword(
  db: DbOrTx,
  id: number,
): Promise<(CustomerRow & { passwordHash: string | null }) | undefined> {
  const [row] = await db
    .select({ ...customerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}

export async function updateCustomer(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      typeof customers.$inferInsert,
      'firstName' | 'lastName' | 'emailVerifiedAt' | 'cutoffReminderEmails' | 'ratingEmails'
    >
  >,
  at: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: at })
    .where(eq(customers.id, id))
    .returning(customerColumns);
  return row;
}

/**
 * Sets a new password (the only way to change one) and voids every unused link of the account (reset, verification,
 * email change) in the same transaction: a link sent before the change must not act after it.
 */
export async function setCustomerPassword(
  db: DbOrTx,
  id: number,
  values: { passwordHash: string; emailVerifiedAt?: Date | null },
  at: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: at })
    .where(eq(customers.id, id))
    .returning(customerColumns);
  if (row) await voidTokens(db, id, 'every', at);
  return row;
}

/**
 * Sets a new, verified address and voids every unused link of the account; undefined when another account holds it
 * (the unique index decides, even against a concurrent sign-up). Runs in a savepoint so the caller's transaction
 * survives the refusal.
 */
export async function changeCustomerEmail(
  db: DbOrTx,
  id: number,
  email: string,
  at: Date,
): Promise<CustomerRow | undefined> {
  if (await findCustomerByEmail(db, email)) return undefined;
  try {
    return await db.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(customers)
        .set({ email, emailVerifiedAt: at, updatedAt: at })
        .where(eq(customers.id, id))
        .returning(customerColumns);
      if (row) await voidTokens(savepoint, id, 'every', at);
      return row;
    });
  } catch (error) {
    // 23505 unique_violation, from the driver or wrapped by Drizzle (DrizzleQueryError.cause).
    const failure = error as { code?: unknown; cause?: { code?: unknown } };
    if (failure.code === '23505' || failure.cause?.code === '23505') return undefined;
    throw error;
  }
}

/**
 * Locks the customer's row until the transaction ends: writes of one customer that read, then replace (their
 * occasion goals, this week's swaps) run one at a time, also across API processes.
 */
export async function lockCustomerRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
}

/** Which of the store's optional emails the customer gets (issue 39); undefined for an unknown customer. */
export async function findEmailPreferences(
  db: DbOrTx,
  id: number,
): Promise<{ cutoffReminderEmails: boolean; ratingEmails: boolean } | undefined> {
  const [row] = await db
    .select({ cutoffReminderEmails: customers.cutoffReminderEmails, ratingEmails: customers.ratingEmails })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}
