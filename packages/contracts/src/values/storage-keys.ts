// Browser storage keys (local storage unless said otherwise).
export const QUIZ_LOCAL_KEY = 'quiz.local';
export const QUIZ_NAV_KEY = 'quiz.nav';
export const QUIZ_EXPIRY_KEY = 'quiz.expiry';
export const FEATURE_FLAG_OVERRIDES_KEY = 'feature-flags.overrides';
/** Session storage key of the promo code the visitor landed with (sign-up's promo line, then checkout). */
export const LANDING_PROMO_CODE_KEY = 'promo_code';
/** Session storage key of the first visit's campaign data. */
export const UTM_DATA_KEY = 'hr_utm_data';
