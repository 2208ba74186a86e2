// Compares every enumeration, constant and message of packages/contracts with the specification's own text
// (../shared/spec/storefront.md beside the repository), so a one-character drift fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES } from './data-sources';
import { CHALLENGE_FLAGS, CHALLENGE_PROVIDERS, CONFIG_KEYS, FEATURE_FLAG_DEFAULTS } from './dynamic-configs';
import * as limits from './limits';
import {
  ApiOriginMessage,
  FieldMessage,
  LogMessage,
  PasswordError,
  SignupMessage,
  SSO_FAILURE_MESSAGE,
} from './messages';
import { DIETARY_NEEDS, DietaryId, EATING_HABITS, Frequency, GoalId, TagPreference } from './preferences';
import * as storage from './storage-keys';

const specPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec/storefront.md');
if (!fs.existsSync(specPath))
  throw new Error(`The specification is missing at ${specPath} (shared/ must sit beside the repo)`);
const spec = fs.readFileSync(specPath, 'utf8');

/** The text after "- <label>:" on a spec bullet line. */
function specLine(label: string): string {
  const line = spec.split('\n').find((candidate) => candidate.startsWith(`- ${label}:`));
  if (!line) throw new Error(`spec line "${label}" not found`);
  return line.slice(`- ${label}:`.length).trim().replace(/\.$/, '');
}

function namedNumbers(label: string): Record<string, number> {
  return Object.fromEntries(
    specLine(label)
      .split(', ')
      .map((pair) => {
        const match = /^(\w+) (\d+)$/.exec(pair);
        if (!match) throw new Error(`cannot read "${pair}"`);
        return [match[1], Number(match[2])];
      }),
  );
}

describe('enumerations of spec §3', () => {
  it('goal ids', () => expect(GoalId).toEqual(namedNumbers('Goal ids')));
  it('dietary ids', () => expect(DietaryId).toEqual(namedNumbers('Dietary ids')));
  it('eating habits', () => expect(EATING_HABITS).toEqual(specLine('Eating habits').split(', ')));
  it('dietary needs', () => expect(DIETARY_NEEDS).toEqual(specLine('Dietary needs').split(', ')));
  it('frequency', () => {
    expect(specLine('Frequency enumeration')).toBe('OFTEN=3, SOMETIMES=2, NEVER=1');
    expect(Frequency).toEqual({ OFTEN: 3, SOMETIMES: 2, NEVER: 1 });
  });
  it('data-source names', () => expect(DATA_SOURCES).toEqual(specLine('Data-source names').split(', ')));
  it('tag preference values', () => {
    expect(spec).toContain('preference (1 liked, -1 disliked, 0 removed)');
    expect(TagPreference).toEqual({ Liked: 1, Disliked: -1, Removed: 0 });
  });
});

describe('constants of spec §9', () => {
  it('feature flags: five, each defaulting to "0" or "1"', () => {
    expect(spec).toContain(
      "Feature flags, all '0' or '1': client-side experiment enrollment, salad shooter, delivery rating module, perceived value questions, amount of food module.",
    );
    const described = [
      'client side experiment enrollment',
      'salad shooter',
      'delivery rating module',
      'perceived value questions',
      'amount of food module',
    ];
    expect(Object.keys(FEATURE_FLAG_DEFAULTS).map((name) => name.replace(/^web\./, '').replaceAll('_', ' '))).toEqual(
      described,
    );
    for (const value of Object.values(FEATURE_FLAG_DEFAULTS)) expect(['0', '1']).toContain(value);
  });
  it('challenge flags accept only recaptcha', () => {
    expect(spec).toContain('Challenge flags web.login_challenge and web.signup_challenge accept only recaptcha.');
    expect(CHALLENGE_FLAGS).toEqual(['web.login_challenge', 'web.signup_challenge']);
    expect(CHALLENGE_PROVIDERS).toEqual(['recaptcha']);
  });
  it('config keys', () => {
    expect(spec).toContain(`Config keys include ${CONFIG_KEYS.join(', ')}.`);
  });
  it('limits and cache times', () => {
    expect(spec).toContain('Password minimum 8 characters.');
    expect(limits.PASSWORD_MIN_LENGTH).toBe(8);
    expect(spec).toContain(
      'Customer query cache 5 minutes; feature flag cache 15 minutes with no retries; suspense query staleness 1000 ms by default.',
    );
    expect(limits.CUSTOMER_QUERY_STALE_MS).toBe(5 * 60 * 1000);
    expect(limits.FEATURE_FLAG_CACHE_MS).toBe(15 * 60 * 1000);
    expect(limits.FEATURE_FLAG_RETRIES).toBe(0);
    expect(limits.SUSPENSE_QUERY_STALE_MS).toBe(1000);
    expect(spec).toContain('Dynamic config limit 1000; occasion preferences page size 500.');
    expect(limits.DYNAMIC_CONFIG_LIMIT).toBe(1000);
    expect(limits.OCCASION_PREFERENCES_PAGE_SIZE).toBe(500);
    expect(spec).toContain(
      'Household size 1 to 3. Dish type 18 is excluded from the lunch and dinner dish type patch.',
    );
    expect([limits.HOUSEHOLD_SIZE_MIN, limits.HOUSEHOLD_SIZE_MAX]).toEqual([1, 3]);
    expect(limits.EXCLUDED_LUNCH_DINNER_DISH_TYPE).toBe(18);
    expect(spec).toContain('Toast limit 20 entries, 1 second removal delay.');
    expect(limits.TOAST_LIMIT).toBe(20);
    expect(limits.TOAST_REMOVE_DELAY_MS).toBe(1000);
  });
  it('SDK settings', () => {
    expect(spec).toContain(
      `Facebook SDK ${limits.FACEBOOK_SDK_VERSION} with scope ${limits.FACEBOOK_SCOPE}. Apple scope is ${limits.APPLE_SCOPE}, with a popup.`,
    );
    expect(limits.APPLE_USE_POPUP).toBe(true);
    expect(spec).toContain(`A captcha script is loaded with the action '${limits.CAPTCHA_SIGNUP_ACTION}'.`);
  });
  it('analytics currency and log service', () => {
    expect(spec).toContain(`Analytics events carry the currency ${limits.ANALYTICS_CURRENCY}.`);
    expect(spec).toContain(
      `The web client sends its logs under the service name ${limits.LOG_SERVICE} in the environment ${limits.LOG_ENV}.`,
    );
    expect(spec).toContain(`the query is cached under the key '${limits.PROMOS_QUERY_KEY}'`);
  });
  it('browser storage keys', () => {
    expect(spec).toContain(`keys ${storage.QUIZ_LOCAL_KEY}, ${storage.QUIZ_NAV_KEY}, ${storage.QUIZ_EXPIRY_KEY}`);
    expect(spec).toContain(`browser storage key ${storage.FEATURE_FLAG_OVERRIDES_KEY}.`);
    expect(spec).toContain(`kept in the session under ${storage.UTM_DATA_KEY}`);
  });
});

describe('message texts of spec §5 and §8', () => {
  it.each(Object.values(FieldMessage))('"%s" is quoted in the spec', (text) => expect(spec).toContain(`'${text}'`));
  it.each(Object.values(ApiOriginMessage))('"%s" is quoted in the spec', (text) => expect(spec).toContain(`'${text}'`));
  it.each(Object.values(SignupMessage))('"%s" is quoted in the spec', (text) => expect(spec).toContain(`'${text}'`));
  it.each(Object.values(PasswordError))('server text "%s" is quoted in the spec', (text) =>
    expect(spec).toContain(`'${text}'`),
  );
  it.each([SSO_FAILURE_MESSAGE, LogMessage.UnknownErrorResponse, LogMessage.UnknownError])(
    '"%s" is quoted in the spec',
    (text) => expect(spec).toContain(`'${text}'`),
  );
});
