import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/site-routes';
import { compressBuild } from './build-steps/compress';
import { prepareCriticalPath } from './build-steps/critical-path';
import { writeSecurityPolicy } from './build-steps/security-policy';

// The pages that are the same for every visitor and every catalogue are prerendered to static HTML at build time
// (`<path>/index.html`), served by the API process (one-process mode) or by any static host/CDN. After prerendering,
// each page's stylesheets are inlined, their inline scripts hashed for the security policy, and every text file is
// compressed (docs/decisions/070-page-speed.md). The build holds no address and no catalogue edit: one build serves
// any port and origin (scripts/start.mjs). The storefront is also built for the server (`<build>/server/`): the API
// process renders with it the pages that are only the customer's own (the plan, the account home: render-pages.ts)
// and the recipe and product pages from the catalogue as it is now, with `/sitemap.xml` and `/robots.txt`
// (catalogue-pages.ts; docs/decisions/090-recipe-and-product-pages.md).
export default {
  ssr: true,
  // The whole route manifest comes with the page (as it did without a server): no manifest calls while navigating.
  routeDiscovery: { mode: 'initial' },
  buildDirectory: process.env.WEB_BUILD_OUT || 'build',
  // React Router matches prerendered paths without their trailing slash.
  prerender: prerenderPaths(process.env.BRAND_SLUG || 'larder').map((path) =>
    path === '/' ? path : path.replace(/\/$/, ''),
  ),
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    prepareCriticalPath(clientDir);
    // After the pages' last change (their inline scripts are hashed), before compression (the policy file is not sent).
    writeSecurityPolicy(clientDir, process.env);
    compressBuild(clientDir);
  },
} satisfies Config;
