// Gift cards as operators handle them (`npm run giftcards`) and the service builds on: issue, list, void. Plain
// functions over the database, so the command line needs no job queue or mail.
import { tz } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '@larder/contracts/values/store-time';
import { format } from 'date-fns';
import type { Db, DbOrTx } from '../../db/database';
import { idempotencyKeyReused } from '../../lib/idempotency';
import { codeDigest, formatCode, generateCode, normalizeCode } from './codes';
import {
  findGiftCardByKey,
  type GiftCardRow,
  insertGiftCard,
  insertPurchase,
  listGiftCards,
  lockGiftCardByDigest,
  lockGiftCardById,
  moveGiftCard,
} from './repository';

export type { GiftCardRow };

export interface IssueRequest {
  amountCents: number;
  recipientEmail?: string;
  recipientName?: string;
  message?: string;
  /**
   * The console's retry key, already made the operator's own (`operator <id> <Idempotency-Key>`, spaces: no buyer's key holds one), and the digest of
   * the request it came with (lib/idempotency.ts): the same key issues one card.
   */
  idempotency?: { key: string; digest: string };
}

/** A day in the store's time zone (contracts' STORE_TIME_ZONE, as the gift page counts), YYYY-MM-DD: a card "for
 * today" goes out today in New York. */
export function storeDay(at: Date): string {
  return format(at, 'yyyy-MM-dd', { in: tz(STORE_TIME_ZONE) });
}

/** An operator's card; with an email it is due today, so the next delivery pass sends it. */
export async function issueCard(
  db: DbOrTx,
  request: IssueRequest,
  now: Date,
  today = storeDay(now),
): Promise<{ code: string; row: GiftCardRow; issued: boolean }> {
  const code = generateCode();
  const values = {
    code,
    codeDigest: codeDigest(code),
    amountCents: request.amountCents,
    source: 'operator',
    recipientEmail: request.recipientEmail ?? null,
    recipientName: request.recipientName ?? null,
    message: request.message ?? null,
    deliverOn: request.recipientEmail ? today : null,
    createdAt: now,
  } as const;
  const { idempotency } = request;
  if (!idempotency) return { code: formatCode(code), row: await insertGiftCard(db, values), issued: true };
  // The key's row, written once: a retry (or the same request at the same moment, which waits on the key's unique
  // index) gets the card the first issued; the key with another request is refused.
  const row =
    (await insertPurchase(db, { ...values, purchaseKey: idempotency.key, requestDigest: idempotency.digest })) ??
    (await findGiftCardByKey(db, idempotency.key));
  if (!row) throw new Error('gift card not issued');
  if (row.source !== 'operator' || row.requestDigest !== idempotency.digest) throw idempotencyKeyReused();
  return { code: formatCode(row.code), row, issued: row.codeDigest === values.codeDigest };
}

export function listCards(db: Db, limit = 100): Promise<GiftCardRow[]> {
  return listGiftCards(db, limit);
}

/** Called inside a void's transaction with the card before and after (the console writes its audit row there). */
export type VoidRecorder = (tx: DbOrTx, before: GiftCardRow, after: GiftCardRow) => Promise<void>;

export type VoidOutcome = 'voided' | 'redeemed' | 'unknown';

async function voidLocked(
  tx: DbOrTx,
  row: GiftCardRow | undefined,
  now: Date,
  recorder?: VoidRecorder,
): Promise<VoidOutcome> {
  if (!row || row.status === 'pending' || row.status === 'failed') return 'unknown';
  if (row.status === 'redeemed') return 'redeemed';
  const moved = await moveGiftCard(tx, row.id, 'void', { voidedAt: now });
  // A card voided before stays so, and nothing new is recorded.
  if (moved && recorder) await recorder(tx, row, moved);
  return 'voided';
}

/** Voids an active card (an unpaid purchase is no card; a voided one stays voided). */
export async function voidCard(db: Db, input: string, now: Date, recorder?: VoidRecorder): Promise<VoidOutcome> {
  const code = normalizeCode(input);
  if (!code) return 'unknown';
  return db.transaction(async (tx) => voidLocked(tx, await lockGiftCardByDigest(tx, codeDigest(code)), now, recorder));
}

/** The same by the card's id (the console's list shows only a code's last four characters). */
export async function voidCardById(db: Db, id: number, now: Date, recorder?: VoidRecorder): Promise<VoidOutcome> {
  return db.transaction(async (tx) => voidLocked(tx, await lockGiftCardById(tx, id), now, recorder));
}
