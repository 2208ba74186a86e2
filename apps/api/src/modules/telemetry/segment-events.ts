// Turns what the Segment SDK posts (a batch at /v1/b, or one event at /v1/t, /v1/i, /v1/p ...) into rows to
// store. Bodies arrive as bytes whatever their content type (the SDK sends JSON as text/plain; beacons may send
// no type at all). A batch is stored whole or refused whole, so the SDK's retry never leaves half a batch.
import crypto from 'node:crypto';
import { SegmentBatch, SegmentEvent, type SegmentEventType } from '@larder/contracts/schemas/telemetry';
import type { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { jsonShapeProblem, TELEMETRY_JSON_LIMITS } from '../../lib/json-depth';
import { safeText, scrubObject } from './scrub';

export interface EventRow {
  writeKey: string;
  messageId: string;
  type: SegmentEventType;
  event: string | null;
  userId: string | null;
  anonymousId: string | null;
  occurredAt: Date;
  properties: Record<string, unknown>;
  context: Record<string, unknown>;
}

export interface ParsedSegmentBody {
  /** The write key the body names (the batch's, or the first event's), if any. */
  writeKey: string | undefined;
  events: SegmentEvent[];
}

/** The single-event paths of the Segment tracking API, short (as the SDK uses) and long. */
export const SINGLE_EVENT_PATHS: Record<string, SegmentEventType> = {
  t: 'track',
  i: 'identify',
  p: 'page',
  s: 'screen',
  g: 'group',
  a: 'alias',
  track: 'track',
  identify: 'identify',
  page: 'page',
  screen: 'screen',
  group: 'group',
  alias: 'alias',
};

export const SegmentErrorCode = {
  Malformed: 'malformed_batch',
  InvalidEvent: 'invalid_event',
  EventTooLarge: 'event_too_large',
  UnknownWriteKey: 'unknown_write_key',
} as const;

export function parseJsonBody(body: Buffer | string | undefined): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : (body ?? '');
  if (text.trim() === '') throw new HttpError(400, SegmentErrorCode.Malformed, 'The request body is empty.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, SegmentErrorCode.Malformed, 'The request body is not valid JSON.');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'invalid'}`;
}

function validateEvent(raw: unknown, index: number, maxEventBytes: number): SegmentEvent {
  const shape = jsonShapeProblem(raw, TELEMETRY_JSON_LIMITS);
  if (shape) throw new HttpError(400, SegmentErrorCode.InvalidEvent, `Event ${index} ${shape}.`);
  if (Buffer.byteLength(JSON.stringify(raw) ?? '') > maxEventBytes) {
    throw new HttpError(413, SegmentErrorCode.EventTooLarge, `Event ${index} is larger than ${maxEventBytes} bytes.`);
  }
  const parsed = SegmentEvent.safeParse(raw);
  if (!parsed.success) {
    throw new HttpError(400, SegmentErrorCode.InvalidEvent, `Event ${index} is invalid (${firstIssue(parsed.error)}).`);
  }
  return parsed.data;
}

/**
 * A batch (`{batch: [...]}`) or, on a single-event path, one event whose type defaults to the path's.
 * Throws 400 for anything malformed and 413 for an event over the size cap.
 */
export function parseSegmentBody(
  body: unknown,
  options: { singleType?: SegmentEventType; maxEventBytes: number },
): ParsedSegmentBody {
  if (!isObject(body)) throw new HttpError(400, SegmentErrorCode.Malformed, 'The request body must be a JSON object.');
  if (options.singleType === undefined) {
    const batch = SegmentBatch.safeParse(body);
    if (!batch.success)
      throw new HttpError(400, SegmentErrorCode.Malformed, `Invalid batch (${firstIssue(batch.error)}).`);
    const shared = batch.data.context ?? {};
    const events = batch.data.batch.map((raw, index) => {
      const event = validateEvent(raw, index, options.maxEventBytes);
      return { ...event, context: { ...shared, ...event.context } };
    });
    return { writeKey: batch.data.writeKey ?? events.find((event) => event.writeKey)?.writeKey, events };
  }
  const event = validateEvent({ type: options.singleType, ...body }, 0, options.maxEventBytes);
  return { writeKey: event.writeKey, events: [event] };
}

function storedProperties(event: SegmentEvent): Record<string, unknown> {
  switch (event.type) {
    case 'track':
    case 'page':
    case 'screen':
      return scrubObject(event.properties);
    case 'identify':
      return scrubObject(event.traits);
    case 'group':
      return scrubObject({ ...event.traits, groupId: event.groupId });
    case 'alias':
      return { previousId: event.previousId };
  }
}

function eventName(event: SegmentEvent): string | null {
  if (event.type === 'track') return safeText(event.event);
  if ((event.type === 'page' || event.type === 'screen') && event.name) return safeText(event.name);
  return null;
}

const safeId = (id: string | null | undefined) => (id ? safeText(id) : null);

export function toEventRow(event: SegmentEvent, writeKey: string, receivedAt: Date): EventRow {
  return {
    writeKey,
    messageId: safeId(event.messageId) || `api-${crypto.randomUUID()}`,
    type: event.type,
    event: eventName(event),
    userId: safeId(event.userId),
    anonymousId: safeId(event.anonymousId),
    occurredAt: event.timestamp ? new Date(event.timestamp) : receivedAt,
    properties: storedProperties(event),
    context: scrubObject(event.context),
  };
}

/** The write key of `Authorization: Basic base64(<writeKey>:)`, as the SDK sends it. */
export function writeKeyFromAuthorization(header: string | undefined): string | undefined {
  const match = header ? /^Basic[ \t]+([A-Za-z0-9+/=]+)[ \t]*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const key = decoded.split(':')[0];
  return key === '' ? undefined : key;
}
