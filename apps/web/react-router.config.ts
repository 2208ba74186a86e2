import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/site-routes';
import { compressBuild } from './build-steps/compress';
import { prepareCriticalPath } from './build-steps/critical-path';

// No runtime server rendering: every page is prerendered to static HTML at build time (`<path>/index.html`),
// served by the API process (one-process mode) or by any static host/CDN. After prerendering, each page's
// stylesheets are inlined and every text file is compressed (docs/decisions/070-page-speed.md).
export default {
  ssr: false,
  buildDirectory: process.env.WEB_BUILD_OUT || 'build',
  // React Router matches prerendered paths without their trailing slash.
  prerender: prerenderPaths(process.env.BRAND_SLUG || 'larder').map((path) =>
    path === '/' ? path : path.replace(/\/$/, ''),
  ),
  buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client');
    prepareCriticalPath(clientDir);
    compressBuild(clientDir);
  },
} satisfies Config;
