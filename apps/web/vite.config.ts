import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Public build-time settings (see the README table). Defaults fit the one-process mode on port 3000.
process.env.PUBLIC_API_ORIGIN ??= 'http://localhost:3000';
process.env.PUBLIC_SITE_ORIGIN ??= process.env.PUBLIC_API_ORIGIN;
process.env.PUBLIC_CLIENT_KEY ??= 'larder-web';
process.env.PUBLIC_RECAPTCHA_SCRIPT_URL ??= 'https://www.google.com/recaptcha/api.js';
process.env.PUBLIC_GOOGLE_SCRIPT_URL ??= 'https://accounts.google.com/gsi/client';
process.env.PUBLIC_APPLE_SCRIPT_URL ??=
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
process.env.PUBLIC_FACEBOOK_SCRIPT_URL ??= 'https://connect.facebook.net/en_US/sdk.js';
process.env.PUBLIC_BRAND_SLUG = process.env.BRAND_SLUG || 'larder';
process.env.PUBLIC_BRAND_NAME = process.env.BRAND_NAME || 'Larder';
process.env.PUBLIC_ANALYTICS_WRITE_KEY ??= 'larder-web';
process.env.PUBLIC_LOG_CLIENT_TOKEN ??= 'larder-web';
process.env.PUBLIC_LOG_ENV ??= 'prod';
process.env.PUBLIC_NATIVE_APP_IDENTIFIERS ??= `${process.env.PUBLIC_BRAND_SLUG}-ios,${process.env.PUBLIC_BRAND_SLUG}-android`;

export default defineConfig({
  envPrefix: 'PUBLIC_',
  plugins: [reactRouter()],
  // `zod` in the browser is zod without its `new Function` probe (app/lib/zod.ts): the page policy refuses eval.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./app/lib/zod.ts', import.meta.url)) }] },
  build: {
    target: 'es2022',
    // The first load's scripts are preloaded by the page itself (build-steps/critical-path.ts); lazy chunks (the
    // SDKs, the quiz save) need no preload helper in every chunk that imports them.
    modulePreload: false,
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        manualChunks(id) {
          // TanStack Query only: TanStack Table is the console's (its own lazily loaded part, never a customer page's).
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|cookie|set-cookie-parser)\//.test(
              id,
            )
          )
            return 'framework';
          // Small modules nearly every page loads (the API client, the customer query, analytics, page paths and titles), in
          // one chunk: apart, the bundler splits them by which pages share them, and each extra chunk costs its
          // wrapper and compresses worse (decision 070's first-load budget).
          if (
            /\/app\/(lib\/(request|page-title|use-hydrated)|features\/(auth\/api\/get-customer|telemetry\/model\/analytics)|site-routes)\.tsx?$/.test(
              id,
            ) ||
            /\/contracts\/src\/values\/storage-keys\.ts$/.test(id)
          ) {
            return 'app-shell';
          }
          // The diet words and the rules on them always load together (quiz, survey, plan, catalogue pages).
          if (/\/contracts\/src\/values\/(preferences|dietary-rules)\.ts$/.test(id)) return 'diet';
          return undefined;
        },
      },
    },
  },
});
