// What `npm run config -- set` accepts for the configs the storefront knows (the API reads any value safely; this
// keeps an operator from storing one the storefront would ignore).

import {
  DYNAMIC_CONFIG_VALUE_MAX_LENGTH,
  DynamicConfigName,
  parseSsoHiddenUserAgents,
  SSO_HIDDEN_USER_AGENTS_CONFIG,
} from '@larder/contracts/schemas/dynamic-configs';
import { ROOM_TO_ADD_CONFIG, ROOM_TO_ADD_PERCENT_MAX } from '@larder/contracts/values/box-capacity';
import { CheckoutConfigKey, FREE_GIFT_CONFIG } from '@larder/contracts/values/checkout';
import {
  CHALLENGE_FLAGS,
  CHALLENGE_PROVIDERS,
  CONFIG_KEYS,
  FEATURE_FLAG_NAMES,
} from '@larder/contracts/values/dynamic-configs';
import { RewardsConfigKey } from '@larder/contracts/values/rewards';

/** Configs whose value is a whole number: the spec's config keys and checkout's amounts in cents. */
const WHOLE_NUMBER_CONFIGS: readonly string[] = [...CONFIG_KEYS, ...Object.values(CheckoutConfigKey)];

/** Off value of the challenge flags as seeded; any value but 'recaptcha' means off. */
export const CHALLENGE_OFF = 'off';

/** Returns a one-line problem with the name or value, or undefined when they may be stored. */
export function configValueProblem(name: string, value: string): string | undefined {
  const parsedName = DynamicConfigName.safeParse(name);
  if (!parsedName.success || parsedName.data !== name) {
    return `config name must be 1-200 characters without surrounding spaces`;
  }
  if (value.length > DYNAMIC_CONFIG_VALUE_MAX_LENGTH) {
    return `value is longer than ${DYNAMIC_CONFIG_VALUE_MAX_LENGTH} characters`;
  }
  if ((FEATURE_FLAG_NAMES as readonly string[]).includes(name) && value !== '0' && value !== '1') {
    return `${name} is a feature flag: its value is '0' or '1'`;
  }
  if ((CHALLENGE_FLAGS as readonly string[]).includes(name)) {
    const accepted: readonly string[] = [...CHALLENGE_PROVIDERS, CHALLENGE_OFF];
    if (!accepted.includes(value)) return `${name} is a challenge flag: its value is ${accepted.join(' or ')}`;
  }
  if (WHOLE_NUMBER_CONFIGS.includes(name) && !/^\d{1,9}$/.test(value)) {
    return `${name} is a whole number`;
  }
  if (
    (name === RewardsConfigKey.PointsPerStep || name === RewardsConfigKey.StepValueCents) &&
    !/^[1-9]\d{0,8}$/.test(value)
  ) {
    return `${name} is a whole number from 1`;
  }
  if (name === ROOM_TO_ADD_CONFIG && !(/^\d{1,2}$/.test(value) && Number(value) <= ROOM_TO_ADD_PERCENT_MAX)) {
    return `${name} is a whole percent from 0 to ${ROOM_TO_ADD_PERCENT_MAX}`;
  }
  if (name === FREE_GIFT_CONFIG && !/^(\d{1,9}(,\d{1,9}){0,5})?$/.test(value)) {
    return `${name} is a comma list of up to 6 product ids, e.g. 297,238,301`;
  }
  if (name === SSO_HIDDEN_USER_AGENTS_CONFIG && parseSsoHiddenUserAgents(value) === undefined) {
    return `${name} is a JSON array of user-agent substrings, e.g. ["FBAN/","Instagram"]`;
  }
  return undefined;
}
