// Mounted once in root.tsx: keeps the first visit's campaign data, starts the SDKs after the page is
// interactive, and reports a page view on every route change. Renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { publicSettings } from '../../../lib/public-settings';
import { trackPage } from '../model/analytics';
import { rememberFirstVisitCampaign, sessionStorageOrUndefined } from '../model/campaign-data';
import { startTelemetry } from '../model/start-telemetry';

export function Telemetry() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    rememberFirstVisitCampaign(window.location.search, sessionStorageOrUndefined());
    // The keys and collectors this document was served with (lib/public-settings.ts): the API process's, at run time.
    const settings = publicSettings();
    return startTelemetry({
      analytics: settings.analyticsWriteKey
        ? () =>
            import('../api/load-analytics').then(({ loadAnalytics }) =>
              loadAnalytics({
                writeKey: settings.analyticsWriteKey,
                cdnUrl: settings.analyticsCdnUrl,
                apiHost: settings.analyticsApiHost,
              }),
            )
        : undefined,
      logs: settings.logClientToken
        ? () =>
            import('../api/load-browser-logs').then(({ loadBrowserLogs }) =>
              loadBrowserLogs({
                clientToken: settings.logClientToken,
                env: settings.logEnv,
                proxyUrl: settings.logProxyUrl,
                site: settings.logSite,
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
