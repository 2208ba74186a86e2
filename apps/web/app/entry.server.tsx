// The server side of React Router. Prerendering (at build time) streams each page as React Router's default entry
// does. A page the API process renders (for one visitor, /plan/ and /my{product}/: lib/page-data.server.ts; from the
// catalogue as it is now, the recipe and product pages: apps/api/src/web/catalogue-pages.ts) is rendered whole,
// then finished as the build finishes prerendered pages (build-steps/critical-path.ts: stylesheets inlined, scripts
// after the first paint) and given the security policy of exactly its inline scripts (build-steps/security-policy.ts),
// so the browser gets the same kind of document either way. Such a page is rendered with the API process's public
// run-time settings (lib/public-settings.ts), which its settings meta then carries for the browser's first render.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferScriptsUntilPainted, inlineStylesheets } from '../build-steps/critical-path';
import { inlineScriptHashes } from '../build-steps/security-policy';
import { siteIndex as siteIndexOf } from './features/catalogue-pages/model/site-index.server';
import { publicEnv } from './lib/env';
import type { DocumentContext } from './lib/page-data.server';
import { PublicSettingsContext } from './lib/public-settings';
import { paths } from './site-routes';

export const streamTimeout = 5_000;

/** The addresses the API process renders per visitor (apps/api/src/web/render-pages.ts); their routes' loaders. */
export const visitorPages = [paths.plan, paths.menu, paths.account(publicEnv.brandSlug)];

/**
 * The pages whose markup depends on the API process's public run-time settings (the sign-up and login pages show a
 * button for each sign-in provider it is configured for): it renders them with its settings, once per process
 * (apps/api/src/web/render-pages.ts), so changing a provider's id needs a restart, never a build.
 */
export const settingsPages = [paths.signup, paths.login];

/** `/sitemap.xml` and `/robots.txt` as the API process answers them (apps/api/src/web/catalogue-pages.ts). */
export const siteIndex = siteIndexOf;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const document = loadContext.document;
  if (document) return renderWhole(request, responseStatusCode, responseHeaders, routerContext, document);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? ('onAllReady' as const) : ('onShellReady' as const);
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** One visitor's page: every suspended part rendered (the HTML is finished as a whole), then finished and hashed. */
function renderWhole(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  document: DocumentContext,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => {
      // A stylesheet the build no longer has fails this one answer (a 500), never the process.
      try {
        const html = deferScriptsUntilPainted(
          inlineStylesheets(Buffer.concat(chunks).toString('utf8'), document.readAsset),
        );
        headers.set('Content-Type', 'text/html; charset=utf-8');
        const policy = document.policy(inlineScriptHashes(html));
        if (policy) headers.set('Content-Security-Policy', policy);
        resolve(new Response(html, { status, headers }));
      } catch (error) {
        reject(error);
      }
    });
    body.on('error', reject);
    const timeout = setTimeout(() => abort(), streamTimeout);
    const page = (
      <PublicSettingsContext value={document.settings}>
        <ServerRouter context={routerContext} url={request.url} />
      </PublicSettingsContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      onAllReady() {
        clearTimeout(timeout);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
