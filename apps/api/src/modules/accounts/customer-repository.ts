// Customer rows. The email is matched on lower(email), the expression of the unique index.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';

/** The columns of the public customer shape, for selects (also used by the session and SSO joins). */
export const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  didCheckout: customers.didCheckout,
};

export type CustomerRow = { id: number; email: string; firstName: string; lastName: string; didCheckout: boolean };

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
  values: { email: string; firstName: string; lastName: string; passwordHash: string | null },
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
