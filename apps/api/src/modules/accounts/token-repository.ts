// Rows of account_tokens (the links we email). Tokens are looked up by the SHA-256 of the token.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountTokens } from '../../db/schema/account-tokens';

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type TokenPurpose = 'password_reset' | 'email_verification' | 'email_change';

export async function insertToken(db: DbOrTx, row: typeof accountTokens.$inferInsert): Promise<void> {
  await db.insert(accountTokens).values(row);
}

export async function findToken(db: DbOrTx, tokenHash: string): Promise<AccountTokenRow | undefined> {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used; false when another request used it first (the update matched no unused row). */
export async function markTokenUsed(db: DbOrTx, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return rows.length === 1;
}

/**
 * Voids a customer's unused tokens: of one purpose (a newer link of that kind replaces them), or every one (the
 * password or the address changed: no link sent before may still act on the account).
 */
export async function voidTokens(
  db: DbOrTx,
  customerId: number,
  purpose: TokenPurpose | 'every',
  at: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        purpose === 'every' ? undefined : eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Deletes the tokens that expired before `before`; returns how many. */
export async function deleteTokensExpiredBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, before))
    .returning({ tokenHash: accountTokens.tokenHash });
  return rows.length;
}
