// `npm run orders -- list --date YYYY-MM-DD [--zone CODE] [--csv] [--picklist]` (modules/orders/cli.ts).
import { runWithDatabase } from '../lib/cli';
import { ORDERS_USAGE, runOrdersCommand } from '../modules/orders/cli';

await runWithDatabase((args, db, io) => runOrdersCommand(args, db, io), process.argv.slice(2), ORDERS_USAGE);
