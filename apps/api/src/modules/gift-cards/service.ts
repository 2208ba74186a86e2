// Gift cards (issue 17; docs/decisions/170-gift-cards.md), beside the operators' commands (cards.ts): emailing each card on its delivery day (a pass every ten minutes on the job queue, safe with several processes),
// and redeeming: the card's balance moves to the customer's credits once, whatever the concurrency — the card's row
// is locked, so of two tabs redeeming at once one wins and the other is told it is redeemed; the same customer
// asking again gets the same answer.
import type { RedeemAnswer } from '@larder/contracts/schemas/gift-cards';
import { GiftCardErrorCode, GiftCardMessage } from '@larder/contracts/values/gift-cards';
import { formatCents } from '@larder/contracts/values/money';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { addCreditEntry, creditBalance } from '../credits/ledger';
import type { Outbox } from '../email/outbox';
import { storeDay } from './cards';
import { codeDigest, formatCode, normalizeCode } from './codes';
import {
  claimUndeliveredGiftCard,
  listDueGiftCardIds,
  lockGiftCardByDigest,
  markGiftCardDelivered,
  moveGiftCard,
} from './repository';

export const DELIVER_DUE_QUEUE = 'gift-cards.deliver-due';
const BATCH = 200;

const unknown = () => new HttpError(404, GiftCardErrorCode.Unknown, GiftCardMessage.Unknown);

export class GiftCardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  /** Today in the store's time zone, YYYY-MM-DD. */
  today(): string {
    return storeDay(this.clock.now());
  }

  /** Moves the card's balance to the customer's credits, once. */
  async redeem(customerId: number, input: string): Promise<RedeemAnswer> {
    const code = normalizeCode(input);
    if (!code) throw unknown();
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await lockGiftCardByDigest(tx, codeDigest(code));
      // A purchase not paid (yet, or ever) is no card.
      if (!row || row.status === 'pending' || row.status === 'failed') throw unknown();
      if (row.status === 'void') throw new HttpError(409, GiftCardErrorCode.Void, GiftCardMessage.Void);
      if (row.status === 'redeemed' && row.redeemedByCustomerId !== customerId) {
        throw new HttpError(409, GiftCardErrorCode.AlreadyRedeemed, GiftCardMessage.AlreadyRedeemed);
      }
      if (row.status === 'active') {
        await addCreditEntry(tx, {
          customerId,
          amountCents: row.amountCents,
          kind: 'gift_card',
          reference: `gift-card-${row.id}`,
          note: `Gift card ${formatCode(row.code).slice(-4)}`,
          at: now,
        });
        await moveGiftCard(tx, row.id, 'redeemed', { redeemedByCustomerId: customerId, redeemedAt: now });
      }
      return {
        amount_cents: row.amountCents,
        balance_cents: await creditBalance(tx, customerId),
        detail: GiftCardMessage.redeemed(formatCents(row.amountCents)),
      };
    });
  }

  /** Emails every active card whose day has come and that has not gone out; each card once. */
  async deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await listDueGiftCardIds(this.db, this.today(), BATCH);
      if (due.length === 0) return delivered;
      let progressed = false;
      for (const id of due) {
        if (await this.deliver(id)) {
          delivered += 1;
          progressed = true;
        }
      }
      if (!progressed) return delivered;
    }
  }

  private async deliver(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await claimUndeliveredGiftCard(tx, id);
      if (!row?.recipientEmail) return false;
      await this.outbox.enqueue(tx, 'gift_card', row.recipientEmail, {
        recipientName: row.recipientName ?? '',
        senderName: row.purchaserName ?? '',
        message: row.message ?? '',
        amountCents: row.amountCents,
        code: formatCode(row.code),
      });
      await markGiftCardDelivered(tx, row.id, this.clock.now());
      return true;
    });
  }
}
