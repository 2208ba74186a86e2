// Compares every enumeration, constant and message of packages/contracts with the values the storefront
// specification states, written out here (the specification is a document the team reads, kept outside the
// repository; nothing here reads it), so a one-character drift of a contract value fails here.
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES } from './values/data-sources';
import { CHALLENGE_FLAGS, CHALLENGE_PROVIDERS, CONFIG_KEYS, FEATURE_FLAG_DEFAULTS } from './values/dynamic-configs';
import * as limits from './values/limits';
import {
  ApiOriginMessage,
  FieldMessage,
  LogMessage,
  PasswordError,
  SignupMessage,
  SSO_FAILURE_MESSAGE,
} from './values/messages';
import { DIETARY_NEEDS, DietaryId, EATING_HABITS, Frequency, GoalId, TagPreference } from './values/preferences';
import * as storage from './values/storage-keys';

describe('enumerations of spec §3', () => {
  it('goal ids', () =>
    expect(GoalId).toEqual({
      SaveTime: 5,
      ImproveHealth: 2,
      LoseWeight: 3,
      TryNewThings: 9,
      EatLessTakeout: 10,
      GroceryShopLess: 4,
      WasteLessFood: 11,
      SaveMoney: 7,
      EatMoreVeggiesWithFamily: 8,
      SimplifyCooking: 12,
      LowerStress: 13,
    }));
  it('dietary ids', () =>
    expect(DietaryId).toEqual({
      Vegan: 1,
      Vegetarian: 2,
      Pescatarian: 3,
      DairyFree: 4,
      GlutenFree: 5,
      SoyFree: 6,
      TreeNutFree: 7,
      PeanutFree: 8,
      EggFree: 9,
      ShellfishFree: 10,
      Omnivore: 11,
      Flexitarian: 12,
      GarlicFree: 13,
      OnionFree: 14,
      SesameFree: 15,
      CaffeineFree: 16,
      GrainFree: 17,
    }));
  it('eating habits', () =>
    expect(EATING_HABITS).toEqual(['omnivore', 'flexitarian', 'pescatarian', 'vegetarian', 'vegan']));
  it('dietary needs', () =>
    expect(DIETARY_NEEDS).toEqual([
      'dairy-free',
      'gluten-free',
      'soy-free',
      'tree-nut-free',
      'peanut-free',
      'egg-free',
      'shellfish-free',
      'sesame-free',
      'grain-free',
      'garlic-free',
      'onion-free',
      'caffeine-free',
    ]));
  it('frequency', () => {
    expect(Frequency).toEqual({ OFTEN: 3, SOMETIMES: 2, NEVER: 1 });
  });
  it('data-source names', () =>
    expect(DATA_SOURCES).toEqual([
      'Pairings',
      'PairingsV2',
      'Products',
      'ProductsV2',
      'Customers',
      'Orders',
      'customer tag group',
      'Cart',
      'Algolia',
      'Favorite Pairings',
      'Customer Orders',
    ]));
  it('tag preference values', () => {
    // "preference (1 liked, -1 disliked, 0 removed)"
    expect(TagPreference).toEqual({ Liked: 1, Disliked: -1, Removed: 0 });
  });
});

describe('constants of spec §9', () => {
  it('feature flags: five, each defaulting to "0" or "1"', () => {
    // "Feature flags, all '0' or '1': client-side experiment enrollment, salad shooter, delivery rating module,
    // perceived value questions, amount of food module."
    expect(Object.keys(FEATURE_FLAG_DEFAULTS)).toEqual([
      'web.client_side_experiment_enrollment',
      'web.salad_shooter',
      'web.delivery_rating_module',
      'web.perceived_value_questions',
      'web.amount_of_food_module',
    ]);
    for (const value of Object.values(FEATURE_FLAG_DEFAULTS)) expect(['0', '1']).toContain(value);
  });
  it('challenge flags accept only recaptcha', () => {
    expect(CHALLENGE_FLAGS).toEqual(['web.login_challenge', 'web.signup_challenge']);
    expect(CHALLENGE_PROVIDERS).toEqual(['recaptcha']);
  });
  it('config keys', () => {
    expect(CONFIG_KEYS).toEqual([
      'rollover.min_points_per_order',
      'customize.volume_limit',
      'customize.cold_volume_limit',
    ]);
  });
  it('limits and cache times', () => {
    // "Password minimum 8 characters."
    expect(limits.PASSWORD_MIN_LENGTH).toBe(8);
    // "Customer query cache 5 minutes; feature flag cache 15 minutes with no retries; suspense query staleness
    // 1000 ms by default."
    expect(limits.CUSTOMER_QUERY_STALE_MS).toBe(5 * 60 * 1000);
    expect(limits.FEATURE_FLAG_CACHE_MS).toBe(15 * 60 * 1000);
    expect(limits.FEATURE_FLAG_RETRIES).toBe(0);
    expect(limits.SUSPENSE_QUERY_STALE_MS).toBe(1000);
    // "Dynamic config limit 1000; occasion preferences page size 500."
    expect(limits.DYNAMIC_CONFIG_LIMIT).toBe(1000);
    expect(limits.OCCASION_PREFERENCES_PAGE_SIZE).toBe(500);
    // "Household size 1 to 3. Dish type 18 is excluded from the lunch and dinner dish type patch."
    expect([limits.HOUSEHOLD_SIZE_MIN, limits.HOUSEHOLD_SIZE_MAX]).toEqual([1, 3]);
    expect(limits.EXCLUDED_LUNCH_DINNER_DISH_TYPE).toBe(18);
    // "Toast limit 20 entries, 1 second removal delay."
    expect(limits.TOAST_LIMIT).toBe(20);
    expect(limits.TOAST_REMOVE_DELAY_MS).toBe(1000);
  });
  it('SDK settings', () => {
    // "Facebook SDK v6.0 with scope public_profile,email. Apple scope is name email, with a popup."
    expect(limits.FACEBOOK_SDK_VERSION).toBe('v6.0');
    expect(limits.FACEBOOK_SCOPE).toBe('public_profile,email');
    expect(limits.APPLE_SCOPE).toBe('name email');
    expect(limits.APPLE_USE_POPUP).toBe(true);
    // "A captcha script is loaded with the action 'signup'."
    expect(limits.CAPTCHA_SIGNUP_ACTION).toBe('signup');
  });
  it('analytics currency and log service', () => {
    expect(limits.ANALYTICS_CURRENCY).toBe('USD');
    expect(limits.LOG_SERVICE).toBe('web');
    expect(limits.LOG_ENV).toBe('prod');
    expect(limits.PROMOS_QUERY_KEY).toBe('promos');
  });
  it('browser storage keys', () => {
    expect([storage.QUIZ_LOCAL_KEY, storage.QUIZ_NAV_KEY, storage.QUIZ_EXPIRY_KEY]).toEqual([
      'quiz.local',
      'quiz.nav',
      'quiz.expiry',
    ]);
    expect(storage.FEATURE_FLAG_OVERRIDES_KEY).toBe('feature-flags.overrides');
    expect(storage.UTM_DATA_KEY).toBe('hr_utm_data');
  });
});

/** The texts the specification quotes. */
const SPEC_TEXTS = {
  field: [
    'Enter first name',
    'Enter last name',
    'Enter valid email',
    'Enter password',
    'Must be at least 8 characters',
  ],
  apiOrigin: ['PUBLIC_API_ORIGIN must be set in environment variables', 'PUBLIC_API_ORIGIN must be a string'],
  signup: [
    'Must be at least 8 characters.',
    'Avoid using commonly used passwords (ex: Password)',
    "There's already an account with this email address.",
  ],
  server: ['password is too short', 'password is too common'],
  other: [
    'The account cannot be accessed because the login credentials could not be verified. Please try again or use a different account to sign up.',
    'Unknown error response',
    'Unknown error',
  ],
};

describe('message texts of spec §5 and §8', () => {
  it.each(Object.values(FieldMessage))('"%s" is quoted in the spec', (text) =>
    expect(SPEC_TEXTS.field).toContain(text),
  );
  it.each(Object.values(ApiOriginMessage))('"%s" is quoted in the spec', (text) =>
    expect(SPEC_TEXTS.apiOrigin).toContain(text),
  );
  it.each(Object.values(SignupMessage))('"%s" is quoted in the spec', (text) =>
    expect(SPEC_TEXTS.signup).toContain(text),
  );
  it.each(Object.values(PasswordError))('server text "%s" is quoted in the spec', (text) =>
    expect(SPEC_TEXTS.server).toContain(text),
  );
  it.each([SSO_FAILURE_MESSAGE, LogMessage.UnknownErrorResponse, LogMessage.UnknownError])(
    '"%s" is quoted in the spec',
    (text) => expect(SPEC_TEXTS.other).toContain(text),
  );
  it('every text the spec quotes is one of the contracts', () => {
    expect(Object.values(FieldMessage)).toEqual(SPEC_TEXTS.field);
    expect(Object.values(ApiOriginMessage)).toEqual(SPEC_TEXTS.apiOrigin);
    expect(Object.values(SignupMessage)).toEqual(SPEC_TEXTS.signup);
    expect(Object.values(PasswordError)).toEqual(SPEC_TEXTS.server);
    expect([SSO_FAILURE_MESSAGE, LogMessage.UnknownErrorResponse, LogMessage.UnknownError]).toEqual(SPEC_TEXTS.other);
  });
});
