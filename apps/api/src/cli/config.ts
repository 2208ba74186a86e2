// `npm run config -- list | get NAME | set NAME VALUE` (modules/configs/cli.ts).
import { runWithDatabase } from '../lib/cli';
import { CONFIG_USAGE, runConfigCommand } from '../modules/configs/cli';

await runWithDatabase(runConfigCommand, process.argv.slice(2), CONFIG_USAGE);
