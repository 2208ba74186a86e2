// Serves the built storefront in the one-process mode: prerendered HTML (revalidated on every visit: `no-cache` with
// an ETag, so a repeat visit gets a 304 and a deploy shows at once), hashed assets cached for a year, `/signup`
// redirected to `/signup/`, and a real 404 page for unknown paths. Text files are sent as the build compressed them
// (`.br`, `.gz`) when the request's Accept-Encoding allows, with `Vary: Accept-Encoding`; every variant of a file
// carries the same ETag, a hash of its uncompressed content (docs/decisions/070-page-speed.md). Each page carries
// its own Content-Security-Policy (web/security-headers.ts). A page is sent finished: the public run-time settings of
// this process in place of the build's defaults (web/public-settings.ts), its ETag that of the finished page.
// `preCompressed` still picks the file; a page's finished body is compressed here, once per file version. A storefront
// page also carries the visitor's experiments (web/experiments-meta.ts): then it is finished per request, `private`.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentEtag, etagMatches } from '../lib/etag';
import { compress, encodingFor, type Rendered, rendered } from './catalogue-pages';
import { type PagePayload, VISITOR_PAGE_CACHE, withExperimentsMeta } from './experiments-meta';
import { pageSecurityHeaders } from './security-headers';

export const NOT_FOUND_PAGE = '404/index.html';
/**
 * The operator console's one document (a client-rendered app built apart from the storefront, into the build's
 * `admin/`: apps/web/vite.console.config.ts), served for every address under /admin/.
 */
export const CONSOLE_PAGE = 'admin/index.html';

/**
 * Whether `pathname` is a console address the build's console document answers (status 200); not its files
 * (`/admin/assets/…`), so a script or stylesheet an older build named is a 404, never the document.
 */
export function isConsoleAddress(root: string, pathname: string): boolean {
  return (
    pathname.startsWith('/admin/') &&
    !pathname.startsWith('/admin/assets/') &&
    fs.existsSync(path.join(root, CONSOLE_PAGE))
  );
}

/**
 * The 404 document for an unknown `pathname`: its splat route's own (`quiz/404/index.html`, which the browser
 * hydrates under that same route) when the build has one, else the site's.
 */
export function notFoundPageFor(root: string, pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  if (/^[a-z][a-z-]{0,39}$/.test(segment)) {
    const own = `${segment}/${NOT_FOUND_PAGE}`;
    if (fs.existsSync(path.join(root, own))) return own;
  }
  return NOT_FOUND_PAGE;
}

const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Folders of content-hashed files: the storefront's, and the console's (its own build, under admin/). */
const HASHED_ASSETS = [`assets${path.sep}`, `admin${path.sep}assets${path.sep}`];
const HTML_CACHE = 'no-cache';
const OTHER_CACHE = 'public, max-age=3600';
/** The build's compressed siblings (see apps/web/build-steps/compress.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;
/** The longest file name the build can hold (ext4's, and most file systems'). */
const MAX_NAME_LENGTH = 255;
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|data)$/;

/** ETags of the uncompressed files, computed once per file version (path, size, modification time). */
function etagCache() {
  const cache = new Map<string, { version: string; etag: string }>();
  return (file: string): string => {
    const stat = fs.statSync(file);
    const version = `${stat.size}:${stat.mtimeMs}`;
    const known = cache.get(file);
    if (known?.version === version) return known.etag;
    const etag = contentEtag(fs.readFileSync(file));
    cache.set(file, { version, etag });
    return etag;
  };
}

/**
 * The build's pages as this process sends them: `finish` (the run-time settings put in) applied to each page file
 * once per version. `onSend` is registered on the root instance before the storefront's routes, so it also finishes
 * the 404 pages the not-found handler sends (`reply.sendFile`); serveWeb marks each page it sends.
 */
export function finishedPages(
  finish: (html: string) => string,
  /** The visitor's experiments payload for a storefront page (`file`), put in its head; undefined: none (the console). */
  visitor?: (file: string) => PagePayload | undefined,
) {
  const marked = new WeakMap<object, string>();
  const kept = new Map<string, { version: string; answer: Rendered; html: string }>();
  const finished = (file: string) => {
    const stat = fs.statSync(file);
    const version = `${stat.size}:${stat.mtimeMs}`;
    const known = kept.get(file);
    if (known?.version === version) return known;
    const html = finish(fs.readFileSync(file, 'utf8'));
    const entry = { version, answer: rendered(200, html, {}), html };
    kept.set(file, entry);
    return entry;
  };
  /** Sends `answer` in the encoding the request accepts, with its ETag. */
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Rendered,
    done: (error: Error | null, payload?: unknown) => void,
  ) => {
    reply.header('etag', answer.etag).removeHeader('content-length');
    const encoding = encodingFor(request, answer.body.length);
    if (!encoding) {
      reply.removeHeader('content-encoding');
      return done(null, answer.body);
    }
    reply.header('content-encoding', encoding);
    done(null, compress(answer, encoding));
  };
  return {
    finish,
    /** The page file (uncompressed) this reply is sending. */
    mark(reply: FastifyReply, file: string): void {
      marked.set(reply.raw, file);
    },
    /** A callback hook (not async): every answer passes it, and an async hook costs each a turn of promises. */
    onSend(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) {
      const file = marked.get(reply.raw);
      if (file === undefined) return done(null, payload);
      marked.delete(reply.raw);
      discard(payload);
      let page: ReturnType<typeof finished>;
      try {
        page = finished(file);
      } catch (error) {
        return done(error as Error);
      }
      const payloadOf = visitor?.(file);
      if (!payloadOf) return send(request, reply, page.answer, done);
      // The visitor's own page: their experiments in its head, its ETag and compression its own.
      payloadOf(request, reply).then(
        (experiments) => {
          const html = withExperimentsMeta(page.html, experiments);
          if (html === page.html) return send(request, reply, page.answer, done);
          reply.header('cache-control', VISITOR_PAGE_CACHE);
          send(request, reply, rendered(200, html, {}), done);
        },
        (error: Error) => done(error),
      );
    },
  };
}

export type FinishedPages = ReturnType<typeof finishedPages>;

export interface ServeWebOptions {
  root: string;
  /** Each page's Content-Security-Policy (web/security-headers.ts), by its path under the build. */
  pagePolicy: (page: string) => string | undefined;
  /** How a page is finished as it is sent (the run-time settings put in). */
  pages: FinishedPages;
}

/** A page's path under the build as the policy file names it (`signup/index.html`). */
export const pageKey = (relative: string) => relative.split(path.sep).join('/');

export const serveWeb: FastifyPluginAsync<ServeWebOptions> = async (app, { root, pagePolicy, pages }) => {
  if (!fs.existsSync(path.join(root, NOT_FOUND_PAGE))) {
    app.log.warn({ root }, 'the web build is missing: run `npm run build` (npm start does this for you)');
  }
  const etagOf = etagCache();

  // A path segment longer than any file name cannot name a page: the 404 page, not @fastify/static's 403 (its path
  // checks cannot look such a name up).
  app.addHook('onRequest', async (request, reply) => {
    if (new URL(request.url, 'http://x').pathname.split('/').some((segment) => segment.length > MAX_NAME_LENGTH)) {
      reply.callNotFound();
      return reply;
    }
  });

  // A page's address without its trailing slash (`/signup`) is a clean 301 to the page (`/signup/`, query kept),
  // answered here: @fastify/static's own redirect sent its answer twice (ERR_HTTP_HEADERS_SENT and a 500 in the log).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const page = pageWithoutSlash(root, request.url);
    if (page) return reply.redirect(page, 301);
  });

  await app.register(fastifyStatic, {
    root,
    redirect: false,
    index: ['index.html'],
    serveDotFiles: false,
    preCompressed: true,
    // Validators are ours (the same for every encoding of a file), not the file system's.
    etag: false,
    lastModified: false,
    // Build metadata is not for browsers; compressed siblings are reached through Accept-Encoding only.
    allowedPath: (pathName) =>
      !pathName.startsWith('/.') && !pathName.includes('/.vite/') && !COMPRESSED_SUFFIX.test(pathName),
    setHeaders(res, filePath) {
      const plainFile = filePath.replace(COMPRESSED_SUFFIX, '');
      const relative = path.relative(root, plainFile);
      if (HASHED_ASSETS.some((folder) => relative.startsWith(folder))) res.header('cache-control', ASSET_CACHE);
      else if (plainFile.endsWith('.html')) {
        res.header('cache-control', HTML_CACHE);
        pages.mark(res, plainFile);
        // A build without a policy file (made before there was one) is served without a page policy.
        for (const [name, value] of Object.entries(pageSecurityHeaders(pagePolicy(pageKey(relative))))) {
          res.header(name, value);
        }
      } else res.header('cache-control', OTHER_CACHE);
      if (COMPRESSIBLE.test(plainFile)) res.header('vary', 'Accept-Encoding');
      res.header('etag', etagOf(plainFile));
    },
  });

  // A revalidation that names the current ETag gets 304 without a body, whichever encoding it would have had.
  app.addHook('onSend', async (request, reply, payload) => {
    const etag = reply.getHeader('etag');
    if (
      reply.statusCode !== 200 ||
      typeof etag !== 'string' ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !etagMatches(request.headers['if-none-match'], etag)
    ) {
      return payload;
    }
    discard(payload);
    reply.code(304).removeHeader('content-length').removeHeader('content-encoding').removeHeader('content-type');
    return null;
  });
};

/** The trailing-slash address of a prerendered page asked without it (`/signup?x=1` → `/signup/?x=1`), if any. */
export function pageWithoutSlash(root: string, url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.endsWith('/') || pathname.startsWith('/api/') || path.extname(pathname) !== '') return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/');
  if (
    segments.some(
      (segment) => segment === '..' || segment === '.' || segment.startsWith('.') || segment.length > MAX_NAME_LENGTH,
    )
  ) {
    return undefined;
  }
  if (decoded.includes('\0') || !fs.existsSync(path.join(root, decoded, 'index.html'))) return undefined;
  return `${pathname}/${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

function discard(payload: unknown): void {
  const stream = payload as { destroy?: () => void } | null;
  stream?.destroy?.();
}
