// The pages that are only the customer's own (/plan/ and /my{product}/, named by the build's server entry) rendered
// per visitor in the one-process mode, with their data (and, with the same server build, the recipe and product
// pages from the catalogue as it is now: web/catalogue-pages.ts): a returning customer's first paint is their plan or their
// deliveries, not a loading state (issue 27, docs/decisions/070-page-speed.md). The storefront's server build
// (`<build>/server/`, beside WEB_BUILD_DIR) renders them; its loaders call this API in the same process, as the
// visitor (their cookies, address and forwarding headers), through `inject`: every hook, limit and check of a call
// from the browser applies. The page is finished as the build finishes prerendered pages (stylesheets inlined) and
// gets a policy that allows exactly its inline scripts. Without a server build (one made before there was one, or a
// static host's), these addresses get their prerendered pages, which load their data in the browser.
// Every page rendered here is rendered with this process's public run-time settings (web/public-settings.ts) and
// carries them; the sign-up and login pages, whose buttons are those settings' sign-in providers, are rendered here
// once per process for that reason alone (the build's `settingsPages`), so a changed provider id needs a restart,
// never a build. Every page here also carries the visitor's experiments (web/experiments-meta.ts).
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicSettings } from '@larder/contracts/values/public-settings';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { DbOrTx } from '../db/database';
import { cataloguePages, type Rendered, rendered, type SiteIndex, sendRendered } from './catalogue-pages';
import { type PagePayload, VISITOR_PAGE_CACHE, withExperimentsMeta } from './experiments-meta';

/** The storefront's server build beside its client build (React Router's `build/server/index.js`). */
export function serverBuildFile(clientDir: string): string {
  return path.join(clientDir, '..', 'server', 'index.js');
}

/** What the build's server entry adds to React Router's: the addresses it renders per visitor, the sitemap. */
interface StorefrontServerBuild extends ServerBuild {
  entry: ServerBuild['entry'] & {
    module: ServerBuild['entry']['module'] & { visitorPages?: unknown; settingsPages?: unknown; siteIndex?: unknown };
  };
}

export interface RenderPagesOptions {
  /** The client build (WEB_BUILD_DIR): its stylesheets are inlined into each page. */
  root: string;
  /** The policy of a page that runs exactly these inline scripts; undefined for a build without a policy file. */
  policy: (scriptHashes: readonly string[]) => string | undefined;
  /** Where the visitor's calls go: the root instance (its routes, hooks and limits). */
  api: Pick<FastifyInstance, 'inject'>;
  /** The catalogue the recipe and product pages are rendered from (web/catalogue-pages.ts). */
  db: DbOrTx;
  /** The storefront's public origin (PUBLIC_SITE_ORIGIN). */
  siteOrigin: string;
  /** This process's public run-time settings, which every page here is rendered with (web/public-settings.ts). */
  settings: PublicSettings;
  /** The visitor's experiments payload, put in the head of every page here (web/experiments-meta.ts). */
  experiments?: PagePayload;
}

/** Headers of the page request that are about the page, not the visitor: never passed on to a call. */
const PAGE_ONLY = new Set([
  'accept',
  'accept-encoding',
  'content-length',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'expect',
  'upgrade-insecure-requests',
]);

function visitorHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PAGE_ONLY.has(name) || name.startsWith('sec-fetch-')) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/**
 * A `fetch` that calls this API in-process as the visitor of `request`; cookies it sets are kept for the page. The
 * calls name the storefront by this process's client key (PUBLIC_CLIENT_KEY), as the page's own calls will.
 */
function visitorFetch(
  api: RenderPagesOptions['api'],
  request: FastifyRequest,
  setCookies: string[],
  clientKey: string,
): typeof fetch {
  const visitor = visitorHeaders(request.headers);
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = { ...visitor };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.authorization = `Client ${clientKey}`;
    const answer = await api.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.raw.socket.remoteAddress,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (name === 'set-cookie') setCookies.push(...(Array.isArray(value) ? value : [String(value)]));
      else answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: answerHeaders });
  };
}

/** The page's address; a Host header that is no host name (a hostile one) gives no origin of its own, not a 500. */
function pageUrl(request: FastifyRequest): URL {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return new URL(request.url, 'http://localhost');
  }
}

/**
 * A page's address without its slash, as the same address with it (and its query): the same clean redirect as every
 * prerendered page's; undefined when the address has its slash.
 */
function withSlash(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return pathname.endsWith('/') ? undefined : `${pathname}/${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

/** The server build's addresses of one kind (`visitorPages`: `/plan/`), checked: anything else renders nothing. */
function pagesOf(build: StorefrontServerBuild, kind: 'visitorPages' | 'settingsPages'): string[] {
  const pages = build.entry.module[kind];
  if (!Array.isArray(pages)) return [];
  return pages.filter((page): page is string => typeof page === 'string' && /^\/[a-z0-9/-]*\/$/.test(page));
}

export const renderPages: FastifyPluginAsync<RenderPagesOptions> = async (
  app,
  { root, policy, api, db, siteOrigin, settings, experiments },
) => {
  const file = serverBuildFile(root);
  if (!fs.existsSync(file)) return;
  const build = (await import(pathToFileURL(file).href)) as StorefrontServerBuild;
  const handle = createRequestHandler(build, 'production');
  const stylesheets = new Map<string, string>();
  const readAsset = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      const full = path.join(root, href);
      if (!full.startsWith(path.join(root, 'assets') + path.sep)) throw new Error(`not a build stylesheet: ${href}`);
      css = fs.readFileSync(full, 'utf8');
      stylesheets.set(href, css);
    }
    return css;
  };
  const siteIndex = build.entry.module.siteIndex;
  const document = { readAsset, policy, settings };
  await app.register(cataloguePages, {
    handle,
    document,
    siteIndex: typeof siteIndex === 'function' ? (siteIndex as SiteIndex) : undefined,
    db,
    siteOrigin,
  });

  /** A page's GET and HEAD; its address without the slash is redirected to it. */
  const pageRoute = (page: string, answer: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    app.route({
      method: ['GET', 'HEAD'],
      url: page,
      schema: { hide: true },
      handler: async (request, reply) => {
        const slashed = withSlash(request.url);
        return slashed ? reply.redirect(slashed, 301) : answer(request, reply);
      },
    });

  // The pages that differ only by the settings: rendered once (they hold no visitor's data), kept, sent with an ETag.
  const kept = new Map<string, Rendered>();
  for (const page of pagesOf(build, 'settingsPages')) {
    pageRoute(page, async (request, reply) => {
      let answer = kept.get(page);
      if (!answer) {
        // Rendered at the site's origin, with no visitor: the same page for everyone.
        const response = await handle(new Request(`${siteOrigin.replace(/\/+$/, '')}${page}`), { document });
        const headers: Record<string, string> = { 'cache-control': 'no-cache' };
        response.headers.forEach((value, name) => {
          if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
        });
        answer = rendered(response.status, await response.text(), headers);
        if (response.status === 200) kept.set(page, answer);
      }
      if (!experiments) return sendRendered(request, reply, answer);
      // The visitor's own copy: their experiments in its head.
      const html = withExperimentsMeta(answer.body.toString('utf8'), await experiments(request, reply));
      return sendRendered(
        request,
        reply,
        rendered(answer.status, html, { ...answer.headers, 'cache-control': VISITOR_PAGE_CACHE }),
      );
    });
  }

  for (const page of pagesOf(build, 'visitorPages')) {
    pageRoute(page, async (request, reply) => {
      const setCookies: string[] = [];
      const pageRequest = new Request(pageUrl(request), {
        method: request.method,
        headers: visitorHeaders(request.headers),
      });
      const response = await handle(pageRequest, {
        visitor: { fetch: visitorFetch(api, request, setCookies, settings.clientKey) },
        document,
      });
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      // The visitor's own page: never stored by a shared cache, never shown again without asking.
      reply.header('cache-control', 'private, no-store');
      if (request.method === 'HEAD') return reply.code(response.status).send();
      const html = await response.text();
      const payload = experiments ? await experiments(request, reply) : undefined;
      return reply.code(response.status).send(payload ? withExperimentsMeta(html, payload) : html);
    });
  }
};
