// The recipe and product pages (`/recipes/<id>-<slug>/`, `/products/<id>-<slug>/`), the home page (its row of
// recipes and products), `/sitemap.xml` and `/robots.txt`, rendered by the API process from the catalogue as it is
// now with the storefront's server build (the loaders lay the operators' edits over the committed catalogue data:
// apps/web/app/lib/catalogue-data.server.ts). An edit in the console (modules/catalogue/catalogue-edits.ts) bumps the
// catalogue's version stamp in its transaction; every answer here reads the stamp first (one row by its key) and
// renders again only when it moved, so a price, description, alt text or hidden item shows on the next visit, in
// every process, with no restart, and the page shows the price checkout charges. A rendered page is kept per address
// and version, answered with an ETag (`no-cache`: a repeat visit revalidates and gets a 304) and compressed once
// (docs/decisions/090-…). An address whose id is known under another slug gets a permanent redirect to the current
// one; an unknown or hidden item, the route's own not-found page with status 404. Client-side navigations' data
// requests (`….data`) go through the same loaders.
import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler } from 'react-router';
import type { DbOrTx } from '../db/database';
import { contentEtag, etagMatches } from '../lib/etag';
import { type CatalogueForBuild, catalogueForBuild, catalogueVersionStamp } from '../modules/catalogue/catalogue-edits';
import { currentCataloguePath } from './catalogue-redirects';

/** What the storefront's server entry offers for the sitemap (apps/web/app/entry.server.tsx `siteIndex`). */
export type SiteIndex = (origin: string, edits: CatalogueForBuild) => { sitemap: string; robots: string };

export interface CataloguePagesOptions {
  /** React Router's handler of the storefront's server build. */
  handle: ReturnType<typeof createRequestHandler>;
  /** How a rendered page is finished (stylesheets inlined, its policy): render-pages.ts's document context. */
  document: Record<string, unknown>;
  siteIndex: SiteIndex | undefined;
  db: DbOrTx;
  /** The storefront's public origin (PUBLIC_SITE_ORIGIN): canonical URLs, Open Graph, JSON-LD and the sitemap. */
  siteOrigin: string;
}

/** A rendered answer, kept for its catalogue version; its compressed forms are made once, when first asked for. */
export interface Rendered {
  status: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  compressed: Map<string, Buffer>;
}

/** Pages kept per version: every item's page at most; an address that is no page is rendered each time. */
const MAX_KEPT = 2_000;

/** The edits of the catalogue and the answers rendered from them, for one version of it. */
interface Snapshot {
  version: string;
  edits: CatalogueForBuild;
  answers: Map<string, Rendered>;
}

/** The catalogue now: read again only when its version stamp moved since the last answer. */
function catalogueNow(db: DbOrTx) {
  let known: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  return async (): Promise<Snapshot> => {
    const version = (await catalogueVersionStamp(db)) ?? 'committed';
    if (known?.version === version) return known;
    loading ??= catalogueForBuild(db).then((edits) => {
      known = { version: edits.version ?? 'committed', edits, answers: new Map() };
      return known;
    });
    try {
      return await loading;
    } finally {
      loading = undefined;
    }
  };
}

export function rendered(status: number, body: string, headers: Record<string, string>): Rendered {
  const bytes = Buffer.from(body, 'utf8');
  return { status, body: bytes, etag: contentEtag(bytes), headers, compressed: new Map() };
}

/** The encoding the request accepts that we send (brotli first), if the body is worth compressing. */
export function encodingFor(request: FastifyRequest, size: number): 'br' | 'gzip' | undefined {
  if (size < 1024) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function compress(answer: Rendered, encoding: 'br' | 'gzip'): Buffer {
  let body = answer.compressed.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(answer.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : zlib.gzipSync(answer.body, { level: 9 });
    answer.compressed.set(encoding, body);
  }
  return body;
}

/** Sends a kept answer: 304 to a request naming its ETag, else the body in the best encoding the request accepts. */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, answer: Rendered) {
  reply.code(answer.status).headers(answer.headers).header('etag', answer.etag).header('vary', 'Accept-Encoding');
  if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).removeHeader('content-type').send();
  }
  if (request.method === 'HEAD') return reply.send();
  const encoding = encodingFor(request, answer.body.length);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(compress(answer, encoding));
}

function responseHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  return headers;
}

export const cataloguePages: FastifyPluginAsync<CataloguePagesOptions> = async (
  app,
  { handle, document, siteIndex, db, siteOrigin },
) => {
  const now = catalogueNow(db);
  const base = siteOrigin.replace(/\/+$/, '');

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    const snapshot = await now();
    const context = { catalogue: snapshot.edits, siteOrigin: base };
    // A client-side navigation's data (React Router's single fetch): the loader's answer, as the browser asks it.
    if (pathname.endsWith('.data')) {
      const response = await handle(new Request(`${base}${pathname}${search}`, { method: request.method }), context);
      return reply
        .code(response.status)
        .headers(responseHeaders(response))
        .header('cache-control', 'no-cache')
        .send(request.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
    }
    // The page's address without its slash: the same clean redirect as every prerendered page's.
    if (!pathname.endsWith('/')) return reply.redirect(`${pathname}/${search}`, 301);
    let answer = snapshot.answers.get(pathname);
    if (!answer) {
      // The page does not depend on the request beyond its path: rendered at the site's origin, with no visitor.
      const response = await handle(new Request(`${base}${pathname}`), { ...context, document });
      if (response.status === 404) {
        const current = await currentCataloguePath(db, pathname);
        if (current) return reply.redirect(current, 301);
      }
      answer = rendered(response.status, await response.text(), {
        ...responseHeaders(response),
        'cache-control': 'no-cache',
      });
      if (response.status === 200 && snapshot.answers.size < MAX_KEPT) snapshot.answers.set(pathname, answer);
    }
    return sendRendered(request, reply, answer);
  };
  // The home page too: its row of recipes and products shows their prices and links their pages.
  for (const url of ['/recipes/*', '/products/*', '/', '/_root.data']) {
    app.route({ method: ['GET', 'HEAD'], url, schema: { hide: true }, handler: page });
  }

  if (!siteIndex) return;
  const indexOf = async () => {
    const snapshot = await now();
    const key = '/sitemap.xml';
    let sitemap = snapshot.answers.get(key);
    let robots = snapshot.answers.get('/robots.txt');
    if (!sitemap || !robots) {
      const files = siteIndex(base, snapshot.edits);
      const headers = { 'cache-control': 'no-cache' };
      sitemap = rendered(200, files.sitemap, { ...headers, 'content-type': 'application/xml; charset=utf-8' });
      robots = rendered(200, files.robots, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      snapshot.answers.set(key, sitemap);
      snapshot.answers.set('/robots.txt', robots);
    }
    return { sitemap, robots };
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    schema: { hide: true },
    handler: async (request, reply) => sendRendered(request, reply, (await indexOf()).sitemap),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/robots.txt',
    schema: { hide: true },
    handler: async (request, reply) => sendRendered(request, reply, (await indexOf()).robots),
  });
};
