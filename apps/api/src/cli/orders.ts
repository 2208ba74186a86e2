// `npm run orders -- list --date YYYY-MM-DD [--zone CODE] [--csv] [--picklist]` and
// `npm run orders -- refund ORDER [--amount-cents N] [--as credits]` (modules/orders/cli.ts); a refund to the card
// goes through the payment provider PAYMENT_PROVIDER names, as the server's charges do.
import { loadConfig } from '../config';
import { ORDERS_USAGE, runOrdersCommand } from '../modules/orders/cli';
import { configuredPaymentProvider } from '../modules/payments/configured';
import { runWithDatabase } from './run-with-database';

await runWithDatabase(
  (args, db, io) => runOrdersCommand(args, db, io, { provider: () => configuredPaymentProvider(loadConfig()) }),
  process.argv.slice(2),
  ORDERS_USAGE,
);
