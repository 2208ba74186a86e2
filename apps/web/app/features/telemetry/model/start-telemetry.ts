// The vendors' SDKs are not part of any page's first load: they are imported (their own chunks) once the page
// has loaded and the browser is idle. Until then analytics calls and log lines wait in their facades, and
// uncaught errors are caught here; once the log SDK runs it reports uncaught errors itself.
import { describeError, type LogSink, logger, setLogSink } from '../../../lib/logger';
import { type AnalyticsSink, setAnalyticsSink } from './analytics';

export interface TelemetryLoaders {
  /** Imports and starts the analytics SDK; undefined when analytics is off. */
  analytics?: () => Promise<AnalyticsSink>;
  /** Imports and starts the log SDK; undefined when browser logs are off. */
  logs?: () => Promise<LogSink>;
}

const IDLE_TIMEOUT_MS = 4000;

/** Runs `task` after the load event, when the browser is idle (or after IDLE_TIMEOUT_MS). Returns a cancel. */
export function whenPageIsIdle(task: () => void, target: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    idleHandle =
      typeof target.requestIdleCallback === 'function'
        ? target.requestIdleCallback(() => !cancelled && task(), { timeout: IDLE_TIMEOUT_MS })
        : target.setTimeout(() => !cancelled && task(), 1);
  };
  if (target.document.readyState === 'complete') run();
  else target.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    target.removeEventListener('load', run);
    if (idleHandle !== undefined && typeof target.cancelIdleCallback === 'function')
      target.cancelIdleCallback(idleHandle);
  };
}

/** Starts telemetry for this page; returns a stop for the effect's cleanup. */
export function startTelemetry(loaders: TelemetryLoaders, target: Window = window): () => void {
  const onError = (event: ErrorEvent) =>
    logger.error(event.message || 'Uncaught error', { error: describeError(event.error ?? event.message) });
  const onRejection = (event: PromiseRejectionEvent) =>
    logger.error('Unhandled promise rejection', { error: describeError(event.reason) });
  const stopCatching = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  let stopped = false;

  const cancel = whenPageIsIdle(() => {
    loaders
      .logs?.()
      .then((sink) => {
        if (stopped) return;
        stopCatching();
        setLogSink(sink);
      })
      .catch((error: unknown) => logger.warn('Browser logs failed to load', { error: describeError(error) }));
    loaders
      .analytics?.()
      .then((sink) => {
        if (!stopped) setAnalyticsSink(sink);
      })
      .catch((error: unknown) => logger.warn('Analytics failed to load', { error: describeError(error) }));
  }, target);

  return () => {
    stopped = true;
    cancel();
    stopCatching();
  };
}
