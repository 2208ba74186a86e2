// Serves the built storefront in the one-process mode: prerendered HTML (never cached, so a deploy shows at once),
// hashed assets cached for a year, `/signup` redirected to `/signup/`, and a real 404 page for unknown paths.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const NOT_FOUND_PAGE = '404/index.html';

const ASSET_CACHE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';
const OTHER_CACHE = 'public, max-age=3600';

export const serveWeb: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!fs.existsSync(path.join(root, NOT_FOUND_PAGE))) {
    app.log.warn({ root }, 'the web build is missing: run `npm run build` (npm start does this for you)');
  }
  await app.register(fastifyStatic, {
    root,
    redirect: true,
    index: ['index.html'],
    serveDotFiles: false,
    // Build metadata is not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.') && !pathName.includes('/.vite/'),
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      if (relative.startsWith(`assets${path.sep}`)) res.header('cache-control', ASSET_CACHE);
      else if (filePath.endsWith('.html')) res.header('cache-control', HTML_CACHE);
      else res.header('cache-control', OTHER_CACHE);
    },
  });
};
