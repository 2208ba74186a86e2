// The Segment analytics SDK (its own chunk, imported after the page is interactive). Settings come from
// PUBLIC_ANALYTICS_CDN_URL and events go to PUBLIC_ANALYTICS_API_HOST in batches: our collectors by default,
// Segment's CDN and API when an operator sets them so.
import { AnalyticsBrowser, type Options } from '@segment/analytics-next';
import type { AnalyticsSink, CallContext } from '../model/analytics';

export interface AnalyticsSettings {
  writeKey: string;
  /** Base URL of `<cdn>/v1/projects/<writeKey>/settings`. */
  cdnUrl: string;
  /** Where events go, `https://api.segment.io/v1` or `http://localhost:3000/api/collect/segment/v1`. */
  apiHost: string;
}

/** Events wait at most this long, or until this many are waiting, before a batch is sent. */
export const BATCH_SIZE = 10;
export const BATCH_TIMEOUT_MS = 5000;

/** The SDK wants a host and path without scheme, plus the protocol apart. */
export function splitApiHost(apiHost: string): { protocol: 'http' | 'https'; host: string } {
  const match = /^(https?):\/\/(.+?)\/*$/i.exec(apiHost);
  if (!match?.[1] || !match[2]) return { protocol: 'https', host: apiHost.replace(/\/+$/, '') };
  return { protocol: match[1].toLowerCase() === 'http' ? 'http' : 'https', host: match[2] };
}

const ignore = () => {};

// Segment types `context.campaign` with every utm field required; we send only the ones the visit had.
const options = (context: CallContext): Options => ({ context: context as Options['context'] });

export function loadAnalytics(settings: AnalyticsSettings): AnalyticsSink {
  const { protocol, host } = splitApiHost(settings.apiHost);
  const analytics = AnalyticsBrowser.load(
    { writeKey: settings.writeKey, cdnURL: settings.cdnUrl.replace(/\/+$/, '') },
    {
      integrations: {
        'Segment.io': {
          apiHost: host,
          protocol,
          deliveryStrategy: { strategy: 'batching', config: { size: BATCH_SIZE, timeout: BATCH_TIMEOUT_MS } },
        },
      },
    },
  );
  // A failed load (settings unreachable) rejects every call; the facade's callers do not wait on them.
  analytics.catch(ignore);
  return {
    page: (properties, context) => analytics.page(properties, options(context)).catch(ignore),
    identify: (userId, traits, context) => analytics.identify(userId, traits, options(context)).catch(ignore),
    track: (event, properties, context) => analytics.track(event, properties, options(context)).catch(ignore),
  };
}
