// Mounted once in root.tsx: keeps the first visit's campaign data, starts the SDKs after the page is
// interactive, and reports a page view on every route change. Renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { trackPage } from '../model/analytics';
import { rememberFirstVisitCampaign, sessionStorageOrUndefined } from '../model/campaign-data';
import { startTelemetry } from '../model/start-telemetry';

export function Telemetry() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    rememberFirstVisitCampaign(window.location.search, sessionStorageOrUndefined());
    return startTelemetry({
      analytics: publicEnv.analyticsWriteKey
        ? () =>
            import('../api/load-analytics').then(({ loadAnalytics }) =>
              loadAnalytics({
                writeKey: publicEnv.analyticsWriteKey,
                cdnUrl: publicEnv.analyticsCdnUrl,
                apiHost: publicEnv.analyticsApiHost,
              }),
            )
        : undefined,
      logs: publicEnv.logClientToken
        ? () =>
            import('../api/load-browser-logs').then(({ loadBrowserLogs }) =>
              loadBrowserLogs({
                clientToken: publicEnv.logClientToken,
                env: publicEnv.logEnv,
                proxyUrl: publicEnv.logProxyUrl,
                site: publicEnv.logSite,
              }),
            )
        : undefined,
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view per route change, keyed on the URL.
  useEffect(() => {
    trackPage();
  }, [pathname, search]);

  return null;
}
