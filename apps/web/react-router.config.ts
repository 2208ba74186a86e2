import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/site-routes';

// No runtime server rendering: every page is prerendered to static HTML at build time (`<path>/index.html`),
// served by the API process (one-process mode) or by any static host/CDN.
export default {
  ssr: false,
  buildDirectory: process.env.WEB_BUILD_OUT || 'build',
  // React Router matches prerendered paths without their trailing slash.
  prerender: prerenderPaths(process.env.BRAND_SLUG || 'larder').map((path) =>
    path === '/' ? path : path.replace(/\/$/, ''),
  ),
} satisfies Config;
