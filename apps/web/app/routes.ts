import { index, type RouteConfig, route } from '@react-router/dev/routes';

const brandSlug = process.env.BRAND_SLUG || 'larder';

export default [
  index('routes/home.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('login', 'routes/login.tsx'),
  // Forgot and reset; verify and confirm: one route each, so one entry each in the manifest every page loads.
  route('password/*', 'routes/password.tsx'),
  route('email/*', 'routes/email-link.tsx'),
  route('plan', 'routes/plan.tsx'),
  route('menu', 'routes/menu.tsx'),
  // Help is a page of the menu's route: one module, next to nothing more in the manifest every page loads.
  route('help', 'routes/menu.tsx', { id: 'help' }),
  // The quiz's steps and the survey's questions: one route each (the step is the splat), so one entry each in the
  // manifest every page loads; their unknown steps have a prerendered 404 document of their own (`/quiz/404/`).
  route('quiz/building', 'routes/quiz-building.tsx'),
  route('quiz/*', 'routes/quiz-step.tsx'),
  // The native apps' plan page is the plan page.
  route('survey/plan', 'routes/plan.tsx', { id: 'survey/plan' }),
  route('survey/*', 'routes/survey-step.tsx'),
  // Shipping, payment and confirmation: one route, one entry in the manifest every page loads.
  route('checkout/*', 'routes/checkout.tsx'),
  route('recipes/:item', 'routes/catalogue-item.tsx', { id: 'recipe' }),
  route('products/:item', 'routes/catalogue-item.tsx', { id: 'product' }),
  route('limited-time/*', 'routes/limited-time.tsx'),
  route('redeem', 'routes/redeem.tsx'),
  route('gift', 'routes/gift.tsx'),
  route(`my${brandSlug}`, 'routes/account-home.tsx'),
  route(`my${brandSlug}/settings`, 'routes/account-settings.tsx'),
  route('styleguide', 'routes/styleguide.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
