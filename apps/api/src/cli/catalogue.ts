// `npm run catalogue -- export FILE` (modules/catalogue/cli.ts).

import { CATALOGUE_USAGE, runCatalogueCommand } from '../modules/catalogue/cli';
import { runWithDatabase } from './run-with-database';

await runWithDatabase((args, db, io) => runCatalogueCommand(args, db, io), process.argv.slice(2), CATALOGUE_USAGE);
