// Every page path of the storefront, in one place: the route config and the
// prerender list are built from it, so a page that exists is always prerendered.

export const QUIZ_STEPS = [
  'intro',
  'hello',
  'hello/goals',
  'goals-benefits',
  'budget',
  'budget-benefits',
  'eating-habits',
  'eating-habits/dietary-needs',
  'meat',
  'seafood',
  'plants',
  'cuisines',
  'flavors',
  'polarizing',
  'macro-nutrient',
  'macro-nutrient/low-sodium',
  'food-qualities',
  'food-formats',
  'food-preferences-intro',
  'breakfast',
  'breakfast/frequency',
  'lunch',
  'lunch/frequency',
  'dinner',
  'dinner/frequency',
  'snacks',
  'snacks/frequency',
  'sweets',
  'sweets/frequency',
] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

export const SURVEY_STEPS = [
  'hello',
  'grocery-shop',
  'dietary',
  'meat',
  'seafood',
  'plants',
  'morning',
  'midday',
  'evening',
  'sweets',
  'breakfast',
  'recipes',
  'snacks',
  'plan',
] as const;
export type SurveyStep = (typeof SURVEY_STEPS)[number];

/** The path every unknown URL is answered with (status 404). */
export const NOT_FOUND_PATH = '/404/';
/**
 * The routes' own 404 documents: an unknown `/quiz/…`, `/survey/…`, `/recipes/…` or `/products/…` address is answered
 * (status 404) with its own route's not-found page, so the browser hydrates the very document it was sent.
 */
export const SPLAT_NOT_FOUND_PATHS = ['/quiz/404/', '/survey/404/', '/recipes/404/', '/products/404/'] as const;

export const paths = {
  home: '/',
  signup: '/signup/',
  login: '/login/',
  plan: '/plan/',
  /** A subscriber's open weeks: every recipe and product they may have, their picks marked (issue 39). */
  menu: '/menu/',
  /** Answers for customers, linked from the site navigation. */
  help: '/help/',
  nativePlan: '/survey/plan/',
  quizBuilding: '/quiz/building/',
  checkoutShipping: '/checkout/shipping/',
  checkoutPayment: '/checkout/payment/',
  limitedTime: '/limited-time/',
  /** Gift cards into credits, for a signed-in customer. */
  redeem: '/redeem/',
  /** Buying a gift card, for anyone. */
  gift: '/gift/',
  styleguide: '/styleguide/',
  quizStep: (step: QuizStep) => `/quiz/${step}/`,
  surveyStep: (step: SurveyStep) => `/survey/${step}/`,
  /** The returning customer's home, `/my{product}/`. */
  account: (brandSlug: string) => `/my${brandSlug}/`,
  /** Account settings: name, email, password, sign-in providers, sign out everywhere. */
  accountSettings: (brandSlug: string) => `/my${brandSlug}/settings/`,
  forgotPassword: '/password/forgot/',
  /** The emailed reset link: `/password/reset/?token=…`. */
  resetPassword: '/password/reset/',
  /** The emailed verification link: `/email/verify/?token=…`. */
  verifyEmail: '/email/verify/',
  /** The emailed confirmation of a new address: `/email/confirm/?token=…`. */
  confirmEmail: '/email/confirm/',
} as const;

export function prerenderPaths(brandSlug: string): string[] {
  return [
    paths.home,
    paths.signup,
    paths.login,
    paths.plan,
    paths.menu,
    paths.help,
    paths.quizBuilding,
    paths.checkoutShipping,
    paths.checkoutPayment,
    // The order confirmation (a page of the checkout route; the checkout feature links to it).
    '/checkout/confirmation/',
    paths.limitedTime,
    paths.redeem,
    paths.gift,
    paths.styleguide,
    paths.account(brandSlug),
    paths.accountSettings(brandSlug),
    paths.forgotPassword,
    paths.resetPassword,
    paths.verifyEmail,
    paths.confirmEmail,
    ...QUIZ_STEPS.map(paths.quizStep),
    ...SURVEY_STEPS.map(paths.surveyStep),
    NOT_FOUND_PATH,
    ...SPLAT_NOT_FOUND_PATHS,
  ];
}
