// The Datadog browser-logs SDK (its own chunk, imported after the page is interactive), with service `web` and
// env `prod` (PUBLIC_LOG_ENV), sent through its `proxy` option to our collector by default. Its own telemetry
// to Datadog is off, so the browser talks to nobody but the configured endpoint.
import { datadogLogs, type LogsInitConfiguration } from '@datadog/browser-logs';
import { LOG_SERVICE } from '@larder/contracts/values/limits';
import type { LogSink } from '../../../lib/logger';

export interface BrowserLogSettings {
  clientToken: string;
  env: string;
  /** Our collector; undefined sends straight to Datadog's intake for `site`. */
  proxyUrl: string | undefined;
  site: string;
}

export function browserLogsConfiguration(settings: BrowserLogSettings): LogsInitConfiguration {
  return {
    clientToken: settings.clientToken,
    site: settings.site as LogsInitConfiguration['site'],
    proxy: settings.proxyUrl,
    service: LOG_SERVICE,
    env: settings.env,
    forwardErrorsToLogs: true,
    sessionSampleRate: 100,
    telemetrySampleRate: 0,
    telemetryConfigurationSampleRate: 0,
    telemetryUsageSampleRate: 0,
    silentMultipleInit: true,
  };
}

export function loadBrowserLogs(settings: BrowserLogSettings): LogSink {
  datadogLogs.init(browserLogsConfiguration(settings));
  return { log: (message, context, status) => datadogLogs.logger.log(message, context, status) };
}
