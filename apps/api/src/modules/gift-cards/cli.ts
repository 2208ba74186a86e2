// `npm run giftcards -- issue --amount-cents N [--email E] [--name NAME] [--message TEXT] | list | void CODE` for
// operators (see cli/giftcards.ts): a card issued with an email goes out with the server's next delivery pass.
import { parseArgs } from 'node:util';
import { EmailField } from '@larder/contracts/schemas/accounts';
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS } from '@larder/contracts/values/gift-cards';
import { formatCents } from '@larder/contracts/values/money';
import type { Db } from '../../db/database';
import { CliError, type CliIo } from '../../lib/cli';
import { terminalSafe } from '../../lib/terminal-text';
import { issueCard, listCards, voidCard } from './cards';
import { formatCode } from './codes';

export const GIFT_CARDS_USAGE = `Usage: npm run giftcards -- <command>

  issue --amount-cents N [--email E] [--name NAME] [--message TEXT]
                  a new card of N cents (${GIFT_CARD_MIN_CENTS}–${GIFT_CARD_MAX_CENTS}); prints its code; with --email the
                  server emails it to E within ten minutes
  list            the latest 100 cards: code (last four), amount, status, recipient, redeemed by
  void CODE       the card can no longer be redeemed (a redeemed card cannot be voided)

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR, which allows one process at a time:
while the server runs on it, use the operator console at /admin/ (or stop the server first).`;

function options(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        'amount-cents': { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        message: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

export async function runGiftCardsCommand(args: string[], db: Db, io: CliIo, now = new Date()): Promise<void> {
  const [command, ...rest] = args;
  const { values, positionals } = options(rest);
  switch (command) {
    case 'issue': {
      const amount = Number(values['amount-cents']);
      if (!Number.isInteger(amount) || amount < GIFT_CARD_MIN_CENTS || amount > GIFT_CARD_MAX_CENTS) {
        throw new CliError(
          `--amount-cents must be a whole number from ${GIFT_CARD_MIN_CENTS} to ${GIFT_CARD_MAX_CENTS}`,
        );
      }
      const email = values.email === undefined ? undefined : EmailField.safeParse(values.email);
      if (email && !email.success) throw new CliError('--email must be an email address');
      if ((values.message?.length ?? 0) > 500) throw new CliError('--message must be at most 500 characters');
      const issued = await issueCard(
        db,
        { amountCents: amount, recipientEmail: email?.data, recipientName: values.name, message: values.message },
        now,
      );
      io.out(`${issued.code}\t${formatCents(amount)}${email ? `\temailed to ${email.data} within ten minutes` : ''}`);
      return;
    }
    case 'list':
      for (const card of await listCards(db)) {
        io.out(
          [
            `…${formatCode(card.code).slice(-4)}`,
            formatCents(card.amountCents),
            card.status,
            card.recipientEmail ?? '',
            card.redeemedByCustomerId ? `customer ${card.redeemedByCustomerId}` : '',
          ].join('\t'),
        );
      }
      return;
    case 'void': {
      const [code] = positionals;
      if (!code) throw new CliError(`void needs the card's code\n${GIFT_CARDS_USAGE}`);
      const outcome = await voidCard(db, code, now);
      if (outcome === 'unknown') throw new CliError('no gift card has that code');
      if (outcome === 'redeemed') throw new CliError('that gift card was redeemed: it cannot be voided');
      io.out('voided');
      return;
    }
    default:
      throw new CliError(command ? `unknown command ${terminalSafe(command)}\n${GIFT_CARDS_USAGE}` : GIFT_CARDS_USAGE);
  }
}
