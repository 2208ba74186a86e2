// Business constants, limits and cache times.

export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused before hashing (accounts API). */
export const PASSWORD_MAX_LENGTH = 256;

const MINUTE_MS = 60_000;
export const CUSTOMER_QUERY_STALE_MS = 5 * MINUTE_MS;
export const FEATURE_FLAG_CACHE_MS = 15 * MINUTE_MS;
export const FEATURE_FLAG_RETRIES = 0;
export const SUSPENSE_QUERY_STALE_MS = 1000;
/**
 * How long the answers a page was rendered with on the server (the plan, the subscription, the customer's thumbs)
 * stay fresh in the browser: hydrating must not ask for them again (a changed answer renders the whole page again at
 * once). The customer's own changes update or invalidate them whatever their age.
 */
export const PAGE_DATA_STALE_MS = MINUTE_MS;

export const DYNAMIC_CONFIG_LIMIT = 1000;
export const OCCASION_PREFERENCES_PAGE_SIZE = 500;

export const HOUSEHOLD_SIZE_MIN = 1;
export const HOUSEHOLD_SIZE_MAX = 3;
/** Dish type left out of the lunch and dinner dish type patch. */
export const EXCLUDED_LUNCH_DINNER_DISH_TYPE = 18;

export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;

export const FACEBOOK_SDK_VERSION = 'v6.0';
export const FACEBOOK_SCOPE = 'public_profile,email';
export const APPLE_SCOPE = 'name email';
export const APPLE_USE_POPUP = true;
export const CAPTCHA_SIGNUP_ACTION = 'signup';
export const CAPTCHA_LOGIN_ACTION = 'login';

export const ANALYTICS_CURRENCY = 'USD';
export const LOG_SERVICE = 'web';
export const LOG_ENV = 'prod';

/** TanStack Query key of the promo data call. */
export const PROMOS_QUERY_KEY = 'promos';
