// Our telemetry collectors (docs/decisions/038-telemetry-collectors.md): the Segment tracking protocol the
// analytics SDK speaks, the newline-delimited JSON the Datadog browser-logs SDK sends through its proxy option,
// and the operator's read routes. The API validates with these; the paths are in telemetry-paths.ts (no zod, for
// the web app's first load).
import { z } from 'zod';

export const SEGMENT_EVENT_TYPES = ['track', 'identify', 'page', 'screen', 'group', 'alias'] as const;
export type SegmentEventType = (typeof SEGMENT_EVENT_TYPES)[number];

const ID_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 200;

/** Segment accepts ids as strings or numbers; we keep them as text. */
const segmentId = z
  .union([z.string().min(1).max(ID_MAX_LENGTH), z.number().finite()])
  .transform((value) => String(value));

const jsonObject = z.record(z.string(), z.unknown());

const common = {
  messageId: z.string().min(1).max(ID_MAX_LENGTH).optional(),
  userId: segmentId.nullish(),
  anonymousId: segmentId.nullish(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  context: jsonObject.optional(),
  integrations: jsonObject.optional(),
  /** The single-event dispatcher puts the write key in the body too. */
  writeKey: z.string().max(ID_MAX_LENGTH).optional(),
};

export const SegmentEvent = z
  .discriminatedUnion('type', [
    z.looseObject({
      ...common,
      type: z.literal('track'),
      event: z.string().min(1).max(NAME_MAX_LENGTH),
      properties: jsonObject.optional(),
    }),
    z.looseObject({
      ...common,
      type: z.literal('page'),
      name: z.string().max(NAME_MAX_LENGTH).nullish(),
      properties: jsonObject.optional(),
    }),
    z.looseObject({
      ...common,
      type: z.literal('screen'),
      name: z.string().max(NAME_MAX_LENGTH).nullish(),
      properties: jsonObject.optional(),
    }),
    z.looseObject({ ...common, type: z.literal('identify'), traits: jsonObject.optional() }),
    z.looseObject({ ...common, type: z.literal('group'), groupId: segmentId, traits: jsonObject.optional() }),
    z.looseObject({ ...common, type: z.literal('alias'), previousId: segmentId }),
  ])
  .refine((event) => Boolean(event.userId ?? event.anonymousId), {
    message: 'Either userId or anonymousId is required.',
    path: ['userId'],
  });
export type SegmentEvent = z.infer<typeof SegmentEvent>;

/** `POST .../v1/b`: the batch the SDK sends; top-level context is merged under each event's own. */
export const SegmentBatch = z.looseObject({
  batch: z.array(z.unknown()).min(1, 'A batch holds at least one event.'),
  writeKey: z.string().optional(),
  sentAt: z.string().optional(),
  context: jsonObject.optional(),
});

export const LOG_STATUSES = ['debug', 'info', 'notice', 'warn', 'error', 'critical', 'alert', 'emerg', 'ok'] as const;

/** One line of a Datadog browser-logs batch. Everything else it carries (view, session, error...) is kept as is. */
export const BrowserLogLine = z.looseObject({
  message: z.string().default(''),
  status: z.enum(LOG_STATUSES).default('info'),
  /** Milliseconds since the epoch, by the browser's clock. */
  /** Milliseconds since 1970, at most the last one of year 9999 (what a timestamp column holds as text). */
  date: z.number().int().min(0).max(253_402_300_799_999).optional(),
  service: z.string().max(NAME_MAX_LENGTH).optional(),
  /** `env:prod,service:web,...` */
  ddtags: z.string().max(4000).optional(),
});
export type BrowserLogLine = z.infer<typeof BrowserLogLine>;

export const OPERATOR_READ_MAX = 1000;

export const OperatorReadQuery = z.object({
  limit: z.coerce.number().int().min(1).max(OPERATOR_READ_MAX).default(20),
  /** Only rows with a larger id (for following new rows). */
  after_id: z.coerce.number().int().min(0).optional(),
});

export const StoredEvent = z.object({
  id: z.number().int(),
  type: z.string(),
  event: z.string().nullable(),
  user_id: z.string().nullable(),
  anonymous_id: z.string().nullable(),
  occurred_at: z.string(),
  received_at: z.string(),
  properties: jsonObject,
  context: jsonObject,
});
export type StoredEvent = z.infer<typeof StoredEvent>;

export const StoredLog = z.object({
  id: z.number().int(),
  logged_at: z.string(),
  received_at: z.string(),
  service: z.string().nullable(),
  env: z.string().nullable(),
  status: z.string(),
  message: z.string(),
  attributes: jsonObject,
});
export type StoredLog = z.infer<typeof StoredLog>;

export const StoredEventList = z.object({ results: z.array(StoredEvent) });
export const StoredLogList = z.object({ results: z.array(StoredLog) });
