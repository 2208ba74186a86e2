// `npm run config -- list | get NAME | set NAME VALUE`: dynamic configs from the shell (see cli/config.ts).
import type { Db } from '../../db/database';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { getConfigValue, listConfigs, setConfigValue } from './repository';
import { configValueProblem } from './validation';

export const CONFIG_USAGE = `Usage: npm run config -- <command>

  list              every dynamic config, one "name<TAB>value" per line
  get NAME          the value of one config
  set NAME VALUE    create or change a config (flags take '0' or '1'; challenge flags 'recaptcha' or 'off')

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR. The embedded database allows one
process at a time: while the server runs on it, use the operator console at /admin/ (or stop the server first; with PostgreSQL both can run).`;

export async function runConfigCommand(args: string[], db: Db, io: CliIo): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      if (rest.length !== 0) throw new CliError('usage: config list');
      const { results } = await listConfigs(db, {}, { limit: 1_000_000, offset: 0 });
      for (const { name, value } of results) io.out(`${name}\t${value}`);
      return;
    }
    case 'get': {
      const [name] = rest;
      if (rest.length !== 1 || name === undefined) throw new CliError('usage: config get NAME');
      const value = await getConfigValue(db, name);
      if (value === undefined) throw new CliError(`no config named ${name}`);
      io.out(value);
      return;
    }
    case 'set': {
      const [name, value] = rest;
      if (rest.length !== 2 || name === undefined || value === undefined) {
        throw new CliError('usage: config set NAME VALUE (quote a value with spaces)');
      }
      const problem = configValueProblem(name, value);
      if (problem) throw new CliError(problem);
      const existed = await setConfigValue(db, name, value);
      io.out(`${existed ? 'updated' : 'created'} ${name} = ${value}`);
      return;
    }
    default:
      throw new CliError(`unknown command ${JSON.stringify(command)}; try: list, get NAME, set NAME VALUE`);
  }
}
