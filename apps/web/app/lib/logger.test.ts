import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type LogContext,
  type LogStatus,
  logger,
  logLoginFailure,
  logUnknownErrorResponse,
  PENDING_LOG_LIMIT,
  setLogSink,
} from './logger';

function capture() {
  const lines: { message: string; context: LogContext; status: LogStatus }[] = [];
  setLogSink({ log: (message, context, status) => lines.push({ message, context, status }) });
  return lines;
}

describe('logger', () => {
  // The web project shares modules between test files: a line another file's page logged late (a query that failed
  // after its test ended) may be waiting. Each test starts with none.
  beforeEach(() => {
    capture();
    setLogSink(undefined);
  });

  afterEach(() => {
    capture(); // drains anything a test left waiting
    setLogSink(undefined);
  });

  it('keeps lines logged before the SDK loads and sends them, in order, once it does', () => {
    setLogSink(undefined);
    logger.info('first', { step: 1 });
    logger.warn('second');
    const lines = capture();
    expect(lines).toEqual([
      { message: 'first', context: { step: 1 }, status: 'info' },
      { message: 'second', context: {}, status: 'warn' },
    ]);
    logger.error('third');
    expect(lines.at(-1)).toEqual({ message: 'third', context: {}, status: 'error' });
  });

  it(`keeps at most ${PENDING_LOG_LIMIT} waiting lines, dropping the oldest`, () => {
    setLogSink(undefined);
    for (let index = 0; index < PENDING_LOG_LIMIT + 5; index += 1) logger.info(`line ${index}`);
    const lines = capture();
    expect(lines).toHaveLength(PENDING_LOG_LIMIT);
    expect(lines[0]?.message).toBe('line 5');
  });

  it('logs an unknown error response with attention_required, the error message and the data (spec §8)', () => {
    const lines = capture();
    logUnknownErrorResponse(new Error('Request failed with status 502'), { status: 502, body: 'Bad gateway' });
    expect(lines).toEqual([
      {
        message: 'Unknown error response',
        status: 'error',
        context: {
          attention_required: true,
          error: expect.objectContaining({ message: 'Request failed with status 502', kind: 'Error' }),
          data: { status: 502, body: 'Bad gateway' },
        },
      },
    ]);
  });

  it("uses 'Unknown error' when the error has no message", () => {
    const lines = capture();
    logUnknownErrorResponse(undefined, { status: 500 });
    logUnknownErrorResponse({ detail: 'x' });
    logUnknownErrorResponse(new Error(''));
    expect(lines.map((line) => (line.context.error as { message: string }).message)).toEqual([
      'Unknown error',
      'Unknown error',
      'Unknown error',
    ]);
    expect(lines.every((line) => line.context.attention_required === true)).toBe(true);
  });

  it('logs a login failure with the provider and the reason', () => {
    const lines = capture();
    logLoginFailure('facebook', 'status not connected', { status: 'unknown' });
    expect(lines).toEqual([
      {
        message: 'Login failure',
        status: 'warn',
        context: { provider: 'facebook', reason: 'status not connected', data: { status: 'unknown' } },
      },
    ]);
  });
});
