// What the storefront's build (vite.config.ts) and the console's (vite.console.config.ts) share: the public
// build-time settings' defaults, the browser's zod, and how scripts are built and minified.
import { fileURLToPath } from 'node:url';
import type { AliasOptions, BuildEnvironmentOptions } from 'vite';

/**
 * Public build-time settings (see the README table). Defaults fit the one-process mode on any port: the pages call
 * their own origin (`/`), and absolute addresses (canonical URLs, the sitemap) are the server's (PUBLIC_SITE_ORIGIN,
 * read by the API process at run time).
 */
export function applyPublicEnvDefaults(env: NodeJS.ProcessEnv = process.env): void {
  env.PUBLIC_API_ORIGIN ||= '/';
  env.PUBLIC_CLIENT_KEY ??= 'larder-web';
  env.PUBLIC_RECAPTCHA_SCRIPT_URL ??= 'https://www.google.com/recaptcha/api.js';
  env.PUBLIC_GOOGLE_SCRIPT_URL ??= 'https://accounts.google.com/gsi/client';
  env.PUBLIC_APPLE_SCRIPT_URL ??=
    'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
  env.PUBLIC_FACEBOOK_SCRIPT_URL ??= 'https://connect.facebook.net/en_US/sdk.js';
  env.PUBLIC_BRAND_SLUG = env.BRAND_SLUG || 'larder';
  env.PUBLIC_BRAND_NAME = env.BRAND_NAME || 'Larder';
  env.PUBLIC_ANALYTICS_WRITE_KEY ??= 'larder-web';
  env.PUBLIC_LOG_CLIENT_TOKEN ??= 'larder-web';
  env.PUBLIC_LOG_ENV ??= 'prod';
  env.PUBLIC_NATIVE_APP_IDENTIFIERS ??= `${env.PUBLIC_BRAND_SLUG}-ios,${env.PUBLIC_BRAND_SLUG}-android`;
}

/** The web app's folder (apps/web). */
export const webDir = fileURLToPath(new URL('..', import.meta.url));

// `zod` in the browser is zod without its `new Function` probe (app/lib/zod.ts): the page policy refuses eval.
export const browserAliases: AliasOptions = [
  { find: /^zod$/, replacement: fileURLToPath(new URL('../app/lib/zod.ts', import.meta.url)) },
];

export const scriptBuild = {
  target: 'es2022',
  minify: 'terser',
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
} satisfies BuildEnvironmentOptions;
