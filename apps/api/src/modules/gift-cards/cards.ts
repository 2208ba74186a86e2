// Gift cards as operators handle them (`npm run giftcards`) and the service builds on: issue, list, void. Plain
// functions over the database, so the command line needs no job queue or mail.
import { tz } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '@larder/contracts/values/store-time';
import { format } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { giftCards } from '../../db/schema/gift-cards';
import { codeDigest, formatCode, generateCode, normalizeCode } from './codes';

export type GiftCardRow = typeof giftCards.$inferSelect;

export interface IssueRequest {
  amountCents: number;
  recipientEmail?: string;
  recipientName?: string;
  message?: string;
}

/** A day in the store's time zone (contracts' STORE_TIME_ZONE, as the gift page counts), YYYY-MM-DD: a card "for
 * today" goes out today in New York. */
export function storeDay(at: Date): string {
  return format(at, 'yyyy-MM-dd', { in: tz(STORE_TIME_ZONE) });
}

/** An operator's card; with an email it is due today, so the next delivery pass sends it. */
export async function issueCard(
  db: Db,
  request: IssueRequest,
  now: Date,
  today = storeDay(now),
): Promise<{ code: string; row: GiftCardRow }> {
  const code = generateCode();
  const [row] = await db
    .insert(giftCards)
    .values({
      code,
      codeDigest: codeDigest(code),
      amountCents: request.amountCents,
      source: 'operator',
      recipientEmail: request.recipientEmail ?? null,
      recipientName: request.recipientName ?? null,
      message: request.message ?? null,
      deliverOn: request.recipientEmail ? today : null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('gift card not inserted');
  return { code: formatCode(code), row };
}

export function listCards(db: Db, limit = 100): Promise<GiftCardRow[]> {
  return db.select().from(giftCards).orderBy(desc(giftCards.id)).limit(limit);
}

/** Voids an unredeemed card. */
export async function voidCard(db: Db, input: string, now: Date): Promise<'voided' | 'redeemed' | 'unknown'> {
  const code = normalizeCode(input);
  if (!code) return 'unknown';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeDigest, codeDigest(code)))
      .for('update');
    if (!row) return 'unknown';
    if (row.status === 'redeemed') return 'redeemed';
    await tx.update(giftCards).set({ status: 'void', voidedAt: now }).where(eq(giftCards.id, row.id));
    return 'voided';
  });
}
