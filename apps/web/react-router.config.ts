import path from 'node:path';
import { catalogueItemPath } from '@larder/contracts/values/catalogue-paths';
import type { Config } from '@react-router/dev/config';
import { catalogueData } from './app/lib/catalogue-data.server';
import { prerenderPaths } from './app/site-routes';
import { compressBuild } from './build-steps/compress';
import { prepareCriticalPath } from './build-steps/critical-path';
import { writeSecurityPolicy } from './build-steps/security-policy';
import { PUBLIC_PAGES, writeSitemap } from './build-steps/sitemap';

/** Every recipe and product page the catalogue offers (docs/decisions/090-…; hidden items have none, 200-…). */
function cataloguePaths(): string[] {
  const { recipes, products } = catalogueData();
  return [
    ...recipes.map((recipe) => catalogueItemPath('recipe', recipe)),
    ...products.map((product) => catalogueItemPath('product', product)),
  ];
}

// Every page is prerendered to static HTML at build time (`<path>/index.html`), served by the API process
// (one-process mode) or by any static host/CDN. After prerendering, each page's stylesheets are inlined, their inline
// scripts hashed for the security policy, and every text file is compressed (docs/decisions/070-page-speed.md).
// The two pages that are only the customer's own (the plan, the account home) are also built for the server
// (`<build>/server/`): the API process renders them per visitor, with their data (apps/api/src/web/render-pages.ts).
export default {
  ssr: true,
  // The whole route manifest comes with the page (as it did without a server): no manifest calls while navigating.
  routeDiscovery: { mode: 'initial' },
  buildDirectory: process.env.WEB_BUILD_OUT || 'build',
  // React Router matches prerendered paths without their trailing slash.
  prerender: [...prerenderPaths(process.env.BRAND_SLUG || 'larder'), ...cataloguePaths()].map((path) =>
    path === '/' ? path : path.replace(/\/$/, ''),
  ),
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    prepareCriticalPath(clientDir);
    writeSitemap(clientDir, process.env.PUBLIC_SITE_ORIGIN || process.env.PUBLIC_API_ORIGIN || '', [
      ...PUBLIC_PAGES,
      ...cataloguePaths(),
    ]);
    // After the pages' last change (their inline scripts are hashed), before compression (the policy file is not sent).
    writeSecurityPolicy(clientDir, process.env);
    compressBuild(clientDir);
  },
} satisfies Config;
