// The configs the store knows (issue 42; docs/decisions/207-operator-day.md, "Configs by known keys"): one table of
// every dynamic config something reads — the five feature flags, the two challenge flags, the config keys of the
// specification and those the code reads — with its description, type and default, and the one check of a value
// that the console's page (before it sends), its route and `npm run config -- set` all use. Only these can be set.

import {
  COLD_VOLUME_LIMIT_CONFIG,
  ROOM_TO_ADD_CONFIG,
  ROOM_TO_ADD_PERCENT_MAX,
  VOLUME_LIMIT_CONFIG,
} from '../values/box-capacity';
import { CheckoutConfigKey, FREE_GIFT_CONFIG, FREE_GIFT_OPTIONS_MAX } from '../values/checkout';
import {
  CHALLENGE_PROVIDERS,
  DEFAULT_OFFER,
  DEFAULT_PROMO_CODE_CONFIG,
  FEATURE_FLAG_DEFAULTS,
  type FeatureFlagName,
} from '../values/dynamic-configs';
import { RewardsConfigKey } from '../values/rewards';
import {
  DYNAMIC_CONFIG_VALUE_MAX_LENGTH,
  parseSsoHiddenUserAgents,
  SSO_HIDDEN_USER_AGENTS_CONFIG,
} from './dynamic-configs';

/** How a config's value is read, and so how it is checked and edited. */
export const CONFIG_TYPES = [
  'flag',
  'challenge',
  'whole_number',
  'cents',
  'percent',
  'product_ids',
  'user_agents',
  'promo_code',
] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** The type as the console names it, beside the config. */
export const CONFIG_TYPE_LABELS: Record<ConfigType, string> = {
  flag: 'Feature flag: on (1) or off (0)',
  challenge: `Challenge: ${CHALLENGE_PROVIDERS.join(' or ')} or off`,
  whole_number: 'Whole number',
  cents: 'Amount in cents',
  percent: `Percent, 0 to ${ROOM_TO_ADD_PERCENT_MAX}`,
  product_ids: `Product ids, comma-separated, up to ${FREE_GIFT_OPTIONS_MAX}`,
  user_agents: 'JSON list of browser names',
  promo_code: 'Promo code',
};

export interface KnownConfig {
  name: string;
  type: ConfigType;
  /** What it changes, in the operator's words. */
  description: string;
  /** What the store reads when the config is not stored (and what a first start seeds). */
  default: string;
  /** Least value of a number (`whole_number`, `cents`); 0 when unset. */
  min?: number;
}

const flag = (name: FeatureFlagName, description: string): KnownConfig => ({
  name,
  type: 'flag',
  description,
  default: FEATURE_FLAG_DEFAULTS[name],
});

/** Every config the store reads, flags first, then by name. */
export const KNOWN_CONFIGS: readonly KnownConfig[] = [
  flag(
    'web.amount_of_food_module',
    'Shows the "amount of food" step (people and meals a week) in the quiz and on the account home.',
  ),
  flag(
    'web.client_side_experiment_enrollment',
    'Lets the storefront enrol visitors in running experiments from the browser.',
  ),
  flag('web.delivery_rating_module', 'Asks customers to rate each delivered box and report a problem with it.'),
  flag('web.perceived_value_questions', 'Adds the quiz questions on what a box is worth to the customer.'),
  flag('web.salad_shooter', 'Shows the Salad Shooter offer on the storefront.'),
  {
    name: 'web.login_challenge',
    type: 'challenge',
    description: 'Asks for a reCAPTCHA check at sign-in (recaptcha) or not (off).',
    default: 'off',
  },
  {
    name: 'web.signup_challenge',
    type: 'challenge',
    description: 'Asks for a reCAPTCHA check when an account is created (recaptcha) or not (off).',
    default: 'off',
  },
  {
    name: CheckoutConfigKey.DeliveryFeeCents,
    type: 'cents',
    description: 'Delivery fee of a box below the free-delivery amount, in cents.',
    default: '799',
  },
  {
    name: CheckoutConfigKey.FreeDeliveryMinCents,
    type: 'cents',
    description: 'Box total from which delivery is free, in cents.',
    default: '9000',
  },
  {
    name: FREE_GIFT_CONFIG,
    type: 'product_ids',
    description: 'The free gifts a new customer picks from, as product ids in the order offered.',
    default: '297,238,301,83',
  },
  {
    name: CheckoutConfigKey.MinOrderCents,
    type: 'cents',
    description: 'Smallest box total a customer can check out, in cents.',
    default: '4000',
  },
  {
    name: COLD_VOLUME_LIMIT_CONFIG,
    type: 'whole_number',
    description: 'Most cold box units (chilled and frozen items) one box holds.',
    default: '12',
  },
  {
    name: ROOM_TO_ADD_CONFIG,
    type: 'percent',
    description: 'Share of each box limit the planned box leaves free for the customer’s own additions.',
    default: '15',
  },
  {
    name: VOLUME_LIMIT_CONFIG,
    type: 'whole_number',
    description: 'Most box units one box holds.',
    default: '24',
  },
  {
    name: 'referral.friend_discount_cents',
    type: 'cents',
    description: 'Discount on a referred friend’s first box, in cents.',
    default: '4000',
  },
  {
    name: 'referral.referrer_credit_cents',
    type: 'cents',
    description: 'Credit the referring customer gets once the friend’s first box is paid, in cents.',
    default: '2000',
  },
  {
    name: RewardsConfigKey.PointsPerStep,
    type: 'whole_number',
    description: 'Points redeemed in one step.',
    default: '100',
    min: 1,
  },
  {
    name: RewardsConfigKey.StepValueCents,
    type: 'cents',
    description: 'What one step of points takes off a box, in cents.',
    default: '500',
    min: 1,
  },
  {
    name: RewardsConfigKey.MinPointsPerOrder,
    type: 'whole_number',
    description: 'Points a customer must hold before a box redeems any (below it, they roll over).',
    default: '100',
  },
  {
    name: DEFAULT_PROMO_CODE_CONFIG,
    type: 'promo_code',
    description: 'Promo code the sign-up page offers when the visitor brought none; empty offers none.',
    default: DEFAULT_OFFER.code,
  },
  {
    name: SSO_HIDDEN_USER_AGENTS_CONFIG,
    type: 'user_agents',
    description:
      'Browsers (parts of their user agent) that get no Google, Apple or Facebook sign-in buttons, such as in-app browsers.',
    default: '[]',
  },
];

/** The known config of that name; undefined for any other. */
export function knownConfig(name: string): KnownConfig | undefined {
  return KNOWN_CONFIGS.find((config) => config.name === name);
}

/** The refusal of a name the store does not read: it names the key. */
export function unknownConfigMessage(name: string): string {
  return `No config is named “${name}”: the store reads only the configs listed on the console’s Configs page (npm run config -- list shows what is stored).`;
}

const WHOLE = /^\d{1,9}$/;

/** Why `value` cannot be stored in the known config `config`, in the operator's words; undefined when it can. */
export function configValueProblemOf(config: KnownConfig, value: string): string | undefined {
  if (value.length > DYNAMIC_CONFIG_VALUE_MAX_LENGTH) {
    return `A value has at most ${DYNAMIC_CONFIG_VALUE_MAX_LENGTH} characters.`;
  }
  const { name } = config;
  switch (config.type) {
    case 'flag':
      return value === '0' || value === '1' ? undefined : `${name} is a feature flag: 1 turns it on, 0 off.`;
    case 'challenge': {
      const accepted: readonly string[] = [...CHALLENGE_PROVIDERS, 'off'];
      return accepted.includes(value) ? undefined : `${name} is a challenge flag: ${accepted.join(' or ')}.`;
    }
    case 'whole_number':
    case 'cents': {
      const least = config.min ?? 0;
      if (WHOLE.test(value) && Number(value) >= least) return undefined;
      const unit = config.type === 'cents' ? 'whole number of cents' : 'whole number';
      return `${name} is a ${unit}${least > 0 ? ` from ${least}` : ''}, such as ${config.default}.`;
    }
    case 'percent':
      return /^\d{1,2}$/.test(value) && Number(value) <= ROOM_TO_ADD_PERCENT_MAX
        ? undefined
        : `${name} is a whole percent from 0 to ${ROOM_TO_ADD_PERCENT_MAX}, such as ${config.default}.`;
    case 'product_ids':
      return new RegExp(`^(\\d{1,9}(,\\d{1,9}){0,${FREE_GIFT_OPTIONS_MAX - 1}})?$`).test(value)
        ? undefined
        : `${name} is a comma list of up to ${FREE_GIFT_OPTIONS_MAX} product ids, such as ${config.default}.`;
    case 'user_agents':
      return parseSsoHiddenUserAgents(value) === undefined
        ? `${name} is a JSON list of user-agent parts, such as ["FBAN/","Instagram"].`
        : undefined;
    case 'promo_code':
      return /^([A-Za-z0-9_-]{1,50})?$/.test(value)
        ? undefined
        : `${name} is a promo code (letters, digits, - and _, such as ${config.default}), or empty for no offer.`;
  }
}

/** Why `name` = `value` cannot be stored: an unknown name, or a value its type refuses; undefined when it can. */
export function configProblem(name: string, value: string): { field: 'name' | 'value'; message: string } | undefined {
  const config = knownConfig(name);
  if (!config) return { field: 'name', message: unknownConfigMessage(name) };
  const message = configValueProblemOf(config, value);
  return message ? { field: 'value', message } : undefined;
}
