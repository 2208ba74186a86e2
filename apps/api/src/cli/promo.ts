// `npm run promo -- list | add ... | disable CODE` (modules/promos/cli.ts).
import { runWithDatabase } from '../lib/cli';
import { PROMO_USAGE, runPromoCommand } from '../modules/promos/cli';

await runWithDatabase((args, db, io) => runPromoCommand(args, db, io), process.argv.slice(2), PROMO_USAGE);
