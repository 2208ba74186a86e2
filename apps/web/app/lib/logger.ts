// The storefront's one logger. Any feature logs through it; the telemetry feature attaches the browser-logs SDK
// once the page is interactive (features/telemetry), and lines logged before that wait here and are sent then.
// It never writes console.error: a console error is a failure in our browser tests.
import { LogMessage } from '@larder/contracts/values/messages';

export type LogStatus = 'debug' | 'info' | 'warn' | 'error';
export type LogContext = Record<string, unknown>;

export interface LogSink {
  log(message: string, context: LogContext, status: LogStatus): void;
}

interface PendingLine {
  message: string;
  context: LogContext;
  status: LogStatus;
}

/** Lines kept while no sink is attached; the oldest are dropped past this. */
export const PENDING_LOG_LIMIT = 100;

let sink: LogSink | undefined;
let pending: PendingLine[] = [];

/** Attaches where lines go (the browser-logs SDK) and sends what waited. */
export function setLogSink(next: LogSink | undefined): void {
  sink = next;
  if (!sink) return;
  const waiting = pending;
  pending = [];
  for (const line of waiting) sink.log(line.message, line.context, line.status);
}

function log(status: LogStatus, message: string, context: LogContext = {}): void {
  if (sink) {
    sink.log(message, context, status);
    return;
  }
  pending.push({ message, context, status });
  if (pending.length > PENDING_LOG_LIMIT) pending.shift();
}

export const logger = {
  debug: (message: string, context?: LogContext) => log('debug', message, context),
  info: (message: string, context?: LogContext) => log('info', message, context),
  warn: (message: string, context?: LogContext) => log('warn', message, context),
  error: (message: string, context?: LogContext) => log('error', message, context),
};

/** The parts of an error worth sending: its message, kind and stack (Datadog's standard `error` attributes). */
export function describeError(error: unknown): { message: string; kind?: string; stack?: string } {
  if (error instanceof Error) {
    return { message: error.message || LogMessage.UnknownError, kind: error.name, stack: error.stack };
  }
  if (typeof error === 'string' && error !== '') return { message: error };
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return { message: typeof message === 'string' && message !== '' ? message : LogMessage.UnknownError };
}

/**
 * An error response nobody expected is logged as 'Unknown error response', flagged for attention, with
 * the error's message (or 'Unknown error') and the data that came with it (e.g. the status and body).
 */
export function logUnknownErrorResponse(error: unknown, data?: unknown): void {
  logger.error(LogMessage.UnknownErrorResponse, { attention_required: true, error: describeError(error), data });
}

/** A failed sign-in (SSO not verified, provider refused, token missing) is logged. */
export function logLoginFailure(provider: string, reason: string, data?: unknown): void {
  logger.warn('Login failure', { provider, reason, data });
}
