// `npm run catalogue -- export FILE` (modules/catalogue/cli.ts).
import { runWithDatabase } from '../lib/cli';
import { CATALOGUE_USAGE, runCatalogueCommand } from '../modules/catalogue/cli';

await runWithDatabase((args, db, io) => runCatalogueCommand(args, db, io), process.argv.slice(2), CATALOGUE_USAGE);
