// The console's gift cards (docs/decisions/200-operators.md): support and up see the latest; an admin issues and
// voids cards through the gift-cards module's own functions (those `npm run giftcards` uses), each change with its
// audit row in the same transaction. Codes are shown by their last four characters, except once when issued.
import { type AdminGiftCard, StoreAuditRecordType } from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requestDigest } from '../../lib/idempotency';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import { type GiftCardRow, issueCard, listCards, voidCardById } from '../gift-cards/cards';
import { formatCode } from '../gift-cards/codes';
import { findGiftCardById } from '../gift-cards/repository';

export interface GiftCardIssue {
  amount_cents: number;
  email?: string;
  name?: string;
  message?: string;
}

function toGiftCard(row: GiftCardRow): AdminGiftCard {
  return {
    id: row.id,
    code_end: formatCode(row.code).slice(-4),
    amount_cents: row.amountCents,
    status: row.status,
    source: row.source,
    recipient_email: row.recipientEmail,
    redeemed_by_customer_id: row.redeemedByCustomerId,
    created_at: row.createdAt.toISOString(),
  };
}

/** What an audit row keeps of a gift card: never its code (the last four only). */
const giftCardRecord = (row: GiftCardRow) => ({
  code_end: formatCode(row.code).slice(-4),
  amount_cents: row.amountCents,
  status: row.status,
  recipient_email: row.recipientEmail,
});

export class GiftCardConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async latest(): Promise<{ results: AdminGiftCard[] }> {
    return { results: (await listCards(this.db)).map(toGiftCard) };
  }

  /** Issues once per operator and Idempotency-Key `key`: a retry answers as the first request did. */
  async issue(operator: OperatorRow, request: GiftCardIssue, key: string) {
    const { amount_cents, email, name, message } = request;
    const now = this.clock.now();
    const issued = await this.db.transaction(async (tx) => {
      const card = await issueCard(
        tx,
        {
          amountCents: amount_cents,
          recipientEmail: email,
          recipientName: name || undefined,
          message,
          // A space: no client key has one (lib/idempotency.ts), so no buyer can take an operator's key.
          idempotency: { key: `operator ${operator.id} ${key}`, digest: requestDigest(request) },
        },
        now,
      );
      // A retry answers as the first request did; only the request that issued the card writes its audit row.
      if (!card.issued) return card;
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'gift_card.issue',
        recordType: StoreAuditRecordType.GiftCard,
        recordId: card.row.id,
        before: null,
        after: giftCardRecord(card.row),
        at: now,
      });
      return card;
    });
    return { code: issued.code, card: toGiftCard(issued.row) };
  }

  async void(operator: OperatorRow, id: number): Promise<AdminGiftCard> {
    const now = this.clock.now();
    let voided: GiftCardRow | undefined;
    const outcome = await voidCardById(this.db, id, now, async (tx, before, after) => {
      voided = after;
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'gift_card.void',
        recordType: StoreAuditRecordType.GiftCard,
        recordId: before.id,
        before: giftCardRecord(before),
        after: giftCardRecord(after),
        at: now,
      });
    });
    if (outcome === 'unknown') throw new HttpError(404, AdminErrorCode.NotFound, 'No such gift card.');
    if (outcome === 'redeemed') {
      throw new HttpError(409, AdminErrorCode.Refused, 'That gift card was redeemed: it cannot be voided.');
    }
    const row = voided ?? (await findGiftCardById(this.db, id));
    if (!row) throw new HttpError(404, AdminErrorCode.NotFound, 'No such gift card.');
    return toGiftCard(row);
  }
}
