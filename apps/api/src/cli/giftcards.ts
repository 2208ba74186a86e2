// `npm run giftcards -- issue --amount-cents N [--email E] | list | void CODE` (modules/gift-cards/cli.ts).

import { GIFT_CARDS_USAGE, runGiftCardsCommand } from '../modules/gift-cards/cli';
import { runWithDatabase } from './run-with-database';

await runWithDatabase((args, db, io) => runGiftCardsCommand(args, db, io), process.argv.slice(2), GIFT_CARDS_USAGE);
