// `npm run config -- list | get NAME | set NAME VALUE` (modules/configs/cli.ts).

import { CONFIG_USAGE, runConfigCommand } from '../modules/configs/cli';
import { runWithDatabase } from './run-with-database';

await runWithDatabase(runConfigCommand, process.argv.slice(2), CONFIG_USAGE);
