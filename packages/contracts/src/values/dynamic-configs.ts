// Names and defaults of the dynamic configs (feature flags, challenge flags, config keys; the README lists them).
// Values are stored as text; flags are '0' or '1'.

export const FEATURE_FLAG_DEFAULTS = {
  'web.client_side_experiment_enrollment': '0',
  'web.salad_shooter': '0',
  'web.delivery_rating_module': '1',
  'web.perceived_value_questions': '0',
  'web.amount_of_food_module': '1',
} as const satisfies Record<string, '0' | '1'>;
export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

export const CHALLENGE_FLAGS = ['web.login_challenge', 'web.signup_challenge'] as const;
export type ChallengeFlag = (typeof CHALLENGE_FLAGS)[number];
/** The only value a challenge flag accepts; anything else means "no challenge". */
export const CHALLENGE_PROVIDERS = ['recaptcha'] as const;
export type ChallengeProvider = (typeof CHALLENGE_PROVIDERS)[number];

export const CONFIG_KEYS = [
  'rollover.min_points_per_order',
  'customize.volume_limit',
  'customize.cold_volume_limit',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** Dynamic config holding the promo code the sign-up page offers when the visitor brought none. */
export const DEFAULT_PROMO_CODE_CONFIG = 'web.default_promo_code';

/**
 * The seeded default offer: the code `web.default_promo_code` starts with, and its discount effect. The sign-up page
 * is prerendered with this text, so its largest element paints without waiting for the API; the page replaces it
 * when the visitor brought another code or an operator chose another default (docs/decisions/070-page-speed.md).
 */
export const DEFAULT_OFFER = {
  code: 'FREE40',
  discountEffect: 'get 40% off your first box',
  /** 40% off, up to $80 (issue 29). */
  maxDiscountCents: 8000,
} as const;
