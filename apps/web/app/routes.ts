import { index, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { QUIZ_STEPS, SURVEY_STEPS } from './site-routes';

const brandSlug = process.env.BRAND_SLUG || 'larder';

export default [
  index('routes/home.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('login', 'routes/login.tsx'),
  // Forgot and reset; verify and confirm: one route each, so one entry each in the manifest every page loads.
  route('password/*', 'routes/password.tsx'),
  route('email/*', 'routes/email-link.tsx'),
  route('plan', 'routes/plan.tsx'),
  ...prefix('quiz', [
    route('building', 'routes/quiz-building.tsx'),
    ...QUIZ_STEPS.map((step) => route(step, 'routes/quiz-step.tsx', { id: `quiz/${step}` })),
  ]),
  ...prefix('survey', [
    ...SURVEY_STEPS.filter((step) => step !== 'plan').map((step) =>
      route(step, 'routes/survey-step.tsx', { id: `survey/${step}` }),
    ),
    // The native apps' plan page is the plan page.
    route('plan', 'routes/plan.tsx', { id: 'survey/plan' }),
  ]),
  // Shipping, payment and confirmation: one route, one entry in the manifest every page loads.
  route('checkout/*', 'routes/checkout.tsx'),
  route('recipes/:item', 'routes/catalogue-item.tsx', { id: 'recipe' }),
  route('products/:item', 'routes/catalogue-item.tsx', { id: 'product' }),
  route('limited-time/*', 'routes/limited-time.tsx'),
  route(`my${brandSlug}`, 'routes/account-home.tsx'),
  route(`my${brandSlug}/settings`, 'routes/account-settings.tsx'),
  route('styleguide', 'routes/styleguide.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
