import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LogContext, type LogSink, setLogSink } from '../../../lib/logger';
import { type AnalyticsSink, setAnalyticsSink } from './analytics';
import { startTelemetry } from './start-telemetry';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const analyticsSink: AnalyticsSink = { page: vi.fn(), identify: vi.fn(), track: vi.fn() };

describe('startTelemetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setLogSink({ log: () => {} });
    setLogSink(undefined);
    setAnalyticsSink(undefined);
  });

  it('imports the SDKs only once the page has loaded and the browser is idle', async () => {
    const logs = vi.fn(() => new Promise<LogSink>(() => {}));
    const analytics = vi.fn(() => new Promise<AnalyticsSink>(() => {}));
    const stop = startTelemetry({ logs, analytics });
    expect(logs).not.toHaveBeenCalled();
    expect(analytics).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(logs).toHaveBeenCalledOnce();
    expect(analytics).toHaveBeenCalledOnce();
    stop();
  });

  it('loads nothing when stopped before the page was idle', async () => {
    const logs = vi.fn(() => new Promise<LogSink>(() => {}));
    startTelemetry({ logs })();
    await vi.runAllTimersAsync();
    expect(logs).not.toHaveBeenCalled();
  });

  it('catches uncaught errors until the log SDK takes over, then leaves them to it', async () => {
    const lines: { message: string; context: LogContext }[] = [];
    const sink = deferred<LogSink>();
    const stop = startTelemetry({ logs: () => sink.promise });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new TypeError('boom') }));
    await vi.runAllTimersAsync();
    sink.resolve({ log: (message, context) => lines.push({ message, context }) });
    await vi.runAllTimersAsync();
    expect(lines).toEqual([
      { message: 'boom', context: { error: expect.objectContaining({ message: 'boom', kind: 'TypeError' }) } },
    ]);
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(lines).toHaveLength(1);
    stop();
  });

  it('attaches the analytics SDK when it has loaded, and logs (never throws) when a load fails', async () => {
    const lines: string[] = [];
    setLogSink({ log: (message) => lines.push(message) });
    const stop = startTelemetry({
      analytics: async () => analyticsSink,
      logs: async () => {
        throw new Error('chunk failed');
      },
    });
    await vi.runAllTimersAsync();
    expect(lines).toContain('Browser logs failed to load');
    stop();
  });
});
