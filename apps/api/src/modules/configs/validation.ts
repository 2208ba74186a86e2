// What a config change may store (docs/decisions/207-operator-day.md, "Configs by known keys"): only a config the
// store reads (contracts' KNOWN_CONFIGS), with a value its type accepts. One rule for the console's route and
// `npm run config -- set`.

import { configProblem } from '@larder/contracts/schemas/config-keys';
import { DynamicConfigName } from '@larder/contracts/schemas/dynamic-configs';

/** Off value of the challenge flags as seeded; any value but 'recaptcha' means off. */
export const CHALLENGE_OFF = 'off';

/** Why `name` = `value` cannot be stored (an unknown name, or a value its type refuses); undefined when it can. */
export function configChangeProblem(
  name: string,
  value: string,
): { field: 'name' | 'value'; message: string } | undefined {
  const parsedName = DynamicConfigName.safeParse(name);
  if (!parsedName.success || parsedName.data !== name) {
    return { field: 'name', message: 'A config name is 1-200 characters without surrounding spaces.' };
  }
  return configProblem(name, value);
}

/** The same, as one line; undefined when the change may be stored. */
export function configValueProblem(name: string, value: string): string | undefined {
  return configChangeProblem(name, value)?.message;
}
