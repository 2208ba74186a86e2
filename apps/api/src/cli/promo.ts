// `npm run promo -- list | add ... | disable CODE` (modules/promos/cli.ts).

import { PROMO_USAGE, runPromoCommand } from '../modules/promos/cli';
import { runWithDatabase } from './run-with-database';

await runWithDatabase((args, db, io) => runPromoCommand(args, db, io), process.argv.slice(2), PROMO_USAGE);
