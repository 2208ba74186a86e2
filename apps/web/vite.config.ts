import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { reactAriaHydration } from './build-steps/react-aria-ssr';
import { reactRouterProduction } from './build-steps/react-router-production';
import { applyPublicEnvDefaults, browserAliases, scriptBuild } from './build-steps/vite-shared';

applyPublicEnvDefaults();

export default defineConfig({
  envPrefix: 'PUBLIC_',
  plugins: [reactAriaHydration(), reactRouterProduction(), reactRouter()],
  resolve: { alias: browserAliases },
  build: {
    ...scriptBuild,
    // The first load's scripts are preloaded by the page itself (build-steps/critical-path.ts); lazy chunks (the
    // SDKs, the quiz save) need no preload helper in every chunk that imports them.
    modulePreload: false,
    rollupOptions: {
      output: {
        manualChunks(id) {
          // TanStack Query's hydration (the cache the two server-rendered pages come with, lib/page-data.tsx) is theirs
          // alone. Left out of the framework chunk by returning nothing, it would still be pulled in as a dependency of
          // the package's index there; a chunk of its own keeps it off every other page's first load.
          if (
            /node_modules\/@tanstack\/(react-query\/build\/modern\/HydrationBoundary|query-core\/build\/modern\/hydration)\.js$/.test(
              id,
            ) ||
            /\/app\/lib\/page-data\.tsx$/.test(id)
          )
            return 'page-data';
          // TanStack Query only: TanStack Table is the console's (built apart: vite.console.config.ts).
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|cookie|set-cookie-parser)\//.test(
              id,
            )
          )
            return 'framework';
          // Small modules nearly every page loads (the API client, the customer query, analytics, page paths and titles,
          // React Aria's hydration state, the site navigation's slot), in one chunk: apart, the bundler splits them by which pages share them, and
          // each extra chunk costs its wrapper and compresses worse (decision 070's first-load budget).
          if (
            /\/app\/(lib\/(request|page-title|use-hydrated|react-aria-ssr)|features\/(auth\/api\/get-customer|telemetry\/model\/analytics)|ui\/header-nav|flows\/account-nav|site-routes)\.tsx?$/.test(
              id,
            ) ||
            // The flags' and offers' defaults (a few hundred bytes): a chunk of their own cost the sign-up page more
            // in its wrapper and imports than the constants do in the shell (decision 070).
            /\/contracts\/src\/values\/(storage-keys|dynamic-configs)\.ts$/.test(id)
          ) {
            return 'app-shell';
          }
          // Vite's preload helper (every page's lazy imports go through it) with them too: on its own it is one more
          // file in every page's first load and in each route's entry of the manifest every page loads.
          if (id.includes('vite/preload-helper')) return 'app-shell';
          // The diet words and the rules on them always load together (quiz, survey, plan, catalogue pages).
          if (/\/contracts\/src\/values\/(preferences|dietary-rules)\.ts$/.test(id)) return 'diet';
          return undefined;
        },
      },
    },
  },
});
