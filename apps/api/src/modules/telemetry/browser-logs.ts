// Turns what the Datadog browser-logs SDK posts through its `proxy` option into rows to store. The SDK posts
// to `<proxy>?ddforward=<encoded "/api/v2/logs?ddsource=browser&dd-api-key=<client token>&...">` with one JSON
// log per line, as text/plain (fetch) or through sendBeacon; `dd-evp-encoding=deflate` when compression is on.
import zlib from 'node:zlib';
import { BrowserLogLine } from '@larder/contracts/schemas/telemetry';
import { HttpError } from '../../lib/errors';
import { jsonShapeProblem, TELEMETRY_JSON_LIMITS } from '../../lib/json-depth';
import { safeText, scrubObject, scrubText } from './scrub';

export interface LogRow {
  loggedAt: Date;
  service: string | null;
  env: string | null;
  status: string;
  message: string;
  attributes: Record<string, unknown>;
}

export const LogErrorCode = {
  Malformed: 'malformed_logs',
  UnsupportedTrack: 'unsupported_track',
  LineTooLarge: 'log_line_too_large',
  TooLarge: 'payload_too_large',
  UnknownClientToken: 'unknown_client_token',
} as const;

export interface LogRequest {
  /** The intake path and parameters the SDK meant to reach. */
  track: string;
  clientToken: string | undefined;
  source: string;
  deflated: boolean;
}

/** Reads `ddforward` (proxy mode) or the intake-style query (`dd-api-key=` directly on our URL). */
export function readLogRequest(query: Record<string, unknown>): LogRequest {
  const forward = typeof query.ddforward === 'string' ? query.ddforward : undefined;
  let params: URLSearchParams;
  let track = '/api/v2/logs';
  if (forward !== undefined) {
    let url: URL;
    try {
      url = new URL(forward, 'http://intake.invalid');
    } catch {
      throw new HttpError(400, LogErrorCode.Malformed, 'ddforward is not a valid path.');
    }
    track = url.pathname;
    params = url.searchParams;
  } else {
    params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (typeof value === 'string') params.set(name, value);
  }
  if (track !== '/api/v2/logs') {
    throw new HttpError(400, LogErrorCode.UnsupportedTrack, 'Only browser logs (/api/v2/logs) are collected here.');
  }
  return {
    track,
    clientToken: params.get('dd-api-key') ?? undefined,
    source: params.get('ddsource') ?? 'browser',
    deflated: params.get('dd-evp-encoding') === 'deflate',
  };
}

export function decodeLogBody(body: Buffer | undefined, deflated: boolean, maxBytes: number): string {
  const bytes = body ?? Buffer.alloc(0);
  if (!deflated) return bytes.toString('utf8');
  try {
    return zlib.inflateSync(bytes, { maxOutputLength: maxBytes }).toString('utf8');
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new HttpError(413, LogErrorCode.TooLarge, `The logs are larger than ${maxBytes} bytes.`);
    }
    throw new HttpError(400, LogErrorCode.Malformed, 'The body is not valid deflate data.');
  }
}

function tagValue(tags: string | undefined, name: string): string | undefined {
  for (const tag of tags?.split(',') ?? []) {
    const separator = tag.indexOf(':');
    if (separator > 0 && tag.slice(0, separator).trim() === name) return tag.slice(separator + 1).trim();
  }
  return undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? safeText(value).slice(0, 200) : null;
}

/** One JSON log per line; blank lines are skipped. Any bad line refuses the batch (400), a huge one 413. */
export function parseLogLines(
  body: string,
  options: { maxLineBytes: number; source: string; receivedAt: Date },
): LogRow[] {
  const rows: LogRow[] = [];
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    if (Buffer.byteLength(line) > options.maxLineBytes) {
      throw new HttpError(
        413,
        LogErrorCode.LineTooLarge,
        `Log line ${index + 1} is larger than ${options.maxLineBytes} bytes.`,
      );
    }
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      throw new HttpError(400, LogErrorCode.Malformed, `Log line ${index + 1} is not valid JSON.`);
    }
    const shape = jsonShapeProblem(raw, TELEMETRY_JSON_LIMITS);
    if (shape) throw new HttpError(400, LogErrorCode.Malformed, `Log line ${index + 1} ${shape}.`);
    const parsed = BrowserLogLine.safeParse(raw);
    if (!parsed.success || typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new HttpError(400, LogErrorCode.Malformed, `Log line ${index + 1} is not a log object.`);
    }
    const log = parsed.data;
    const attributes = scrubObject({ ddsource: options.source, ...log });
    rows.push({
      loggedAt: log.date === undefined ? options.receivedAt : new Date(log.date),
      service: text(log.service) ?? text(tagValue(log.ddtags, 'service')),
      env: text(tagValue(log.ddtags, 'env')) ?? text(log.env),
      status: log.status,
      message: scrubText(log.message),
      attributes,
    });
  }
  if (rows.length === 0) throw new HttpError(400, LogErrorCode.Malformed, 'The body holds no log lines.');
  return rows;
}
