import { PUBLIC_SETTINGS_META, serializePublicSettings } from '@larder/contracts/values/public-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from 'react-router';
import { Telemetry } from './features/telemetry/components/telemetry';
import { SignedInNav } from './flows/account-nav';
import { restoreInlinedStylesheetsOnce } from './lib/inlined-css';
import { usePublicSettings } from './lib/public-settings';
import { createQueryClient } from './lib/query-client';
import { markHydrated } from './lib/react-aria-ssr';
import bodyFontUrl from './ui/fonts/figtree-latin.woff2?url';
import displayFontUrl from './ui/fonts/fraunces-latin-600.woff2?url';
import { HeaderNavContext } from './ui/header-nav';
import './ui/tokens.css';
import './styles/global.css';

// The two fonts every page shows above the fold, fetched at once rather than after the stylesheet is parsed. They
// are the files tokens.css names (same content hash), shown with `font-display: swap` over metric-matched
// fallbacks, so text paints at once and does not move when they arrive (docs/decisions/070-page-speed.md).
export const links = () =>
  [bodyFontUrl, displayFontUrl].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  }));

export function Layout({ children }: { children: ReactNode }) {
  // The public run-time settings the page is rendered with, for the browser to read (lib/public-settings.ts); in a
  // prerendered page the API process puts its own in as it serves the page (apps/api/src/web/public-settings.ts).
  const settings = usePublicSettings();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fff8ee" />
        <meta name={PUBLIC_SETTINGS_META} content={serializePublicSettings(settings)} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  // The page's stylesheet links take over from its inline styles when it first navigates (lib/inlined-css.ts): as a
  // navigation starts, or when the address changed without one (a route with nothing to load).
  const navigating = useNavigation().state !== 'idle';
  const { key } = useLocation();
  const [firstKey] = useState(key);
  useEffect(() => {
    if (navigating || key !== firstKey) void restoreInlinedStylesheetsOnce();
  }, [navigating, key, firstKey]);
  useEffect(markHydrated, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Telemetry />
      {/* Every page's header shows the signed-in customer's links (ui/header-nav.ts, issue 39). */}
      <HeaderNavContext.Provider value={<SignedInNav />}>
        <Outlet />
      </HeaderNavContext.Provider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="page page--narrow">
      <h1>{title}</h1>
      <p>Please reload the page. If it keeps happening, come back in a few minutes.</p>
      <a href="/">Back to the start</a>
    </main>
  );
}
