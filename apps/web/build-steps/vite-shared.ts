// What the storefront's build (vite.config.ts) and the console's (vite.console.config.ts) share: the public
// build-time settings' defaults, the browser's zod, and how scripts are built and minified.
import { fileURLToPath } from 'node:url';
import type { AliasOptions, BuildEnvironmentOptions } from 'vite';

/**
 * Public build-time settings (the README's "Web build" table): the API origin and the brand, nothing else. Defaults
 * fit the one-process mode on any port: the pages call their own origin (`/`); absolute addresses (canonical URLs,
 * the sitemap) and the provider, telemetry and client keys are the API process's, read at run time
 * (app/lib/public-settings.ts).
 */
export function applyPublicEnvDefaults(env: NodeJS.ProcessEnv = process.env): void {
  env.PUBLIC_API_ORIGIN ||= '/';
  env.PUBLIC_BRAND_SLUG = env.BRAND_SLUG || 'larder';
  env.PUBLIC_BRAND_NAME = env.BRAND_NAME || 'Larder';
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
