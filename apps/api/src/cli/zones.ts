// `npm run zones -- list | show | set | disable | enable | waitlist` (modules/deliveries/cli.ts).

import { runZonesCommand, ZONES_USAGE } from '../modules/deliveries/cli';
import { runWithDatabase } from './run-with-database';

await runWithDatabase((args, db, io) => runZonesCommand(args, db, io), process.argv.slice(2), ZONES_USAGE);
