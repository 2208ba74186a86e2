// `npm run zones -- list | show | set | disable | enable | waitlist` (modules/deliveries/cli.ts).
import { runWithDatabase } from '../lib/cli';
import { runZonesCommand, ZONES_USAGE } from '../modules/deliveries/cli';

await runWithDatabase((args, db, io) => runZonesCommand(args, db, io), process.argv.slice(2), ZONES_USAGE);
