// Analytics events the server writes itself (decision 220, exposures): a Segment `track` event stored in
// `telemetry_events` exactly as the collector stores the browser's, inside the caller's transaction, so the event
// exists if and only if what it reports was recorded. The caller names the message id: one per fact, so the same
// event is stored once (the table's write key and message id are unique) whatever is retried. Such an event carries
// the analytics SDK's anonymous id, as the browser's own events do: the server gives a visitor without one theirs in
// the SDK's cookie with the first page it serves them, and the SDK, once loaded, takes it (its cookie wins).
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database';
import { isSecureRequest } from '../../lib/secure-request';
import { insertEvents } from './repository';
import { safeText, scrubObject } from './scrub';

/** The analytics SDK's cookies (`@segment/analytics-next` keeps its ids there as well as in local storage). */
export const SDK_ANONYMOUS_ID_COOKIE = 'ajs_anonymous_id';

/** As the SDK's own cookie: a year. */
const SDK_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `context.library` of the events the server writes (the browser's say `analytics.js`). */
export const SERVER_LIBRARY = { name: 'larder-api' } as const;

export interface ServerTrack {
  writeKey: string;
  messageId: string;
  event: string;
  properties: Record<string, unknown>;
  userId: string | null;
  anonymousId: string | null;
  occurredAt: Date;
  /** The page the request came from (its Referer), as `context.page`. */
  pageUrl?: string;
}

/** `context.page`'s path, search and url of a page address, when it is one. */
function pageContext(url: string | undefined): Record<string, unknown> | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return { path: parsed.pathname, search: parsed.search, url: parsed.href };
  } catch {
    return undefined;
  }
}

/** Stores the event with `tx`; false when an event of that message id was stored already. */
export async function recordServerTrack(tx: DbOrTx, track: ServerTrack): Promise<boolean> {
  const page = pageContext(track.pageUrl);
  const inserted = await insertEvents(tx, [
    {
      writeKey: track.writeKey,
      messageId: safeText(track.messageId),
      type: 'track',
      event: track.event,
      userId: track.userId,
      anonymousId: track.anonymousId === null ? null : safeText(track.anonymousId),
      occurredAt: track.occurredAt,
      properties: scrubObject(track.properties),
      context: scrubObject({ library: SERVER_LIBRARY, ...(page ? { page } : {}) }),
    },
  ]);
  return inserted === 1;
}

/**
 * The analytics SDK's anonymous id from its cookie (stored as is, or JSON-quoted by older SDKs), when it looks like
 * one: the id the browser's own events carry, so the server's event joins them.
 */
export function sdkAnonymousId(cookies: Record<string, string | undefined>): string | undefined {
  const raw = cookies[SDK_ANONYMOUS_ID_COOKIE];
  if (!raw) return undefined;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: the id as is.
  }
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,200}$/.test(value) ? value : undefined;
}

/**
 * The request's analytics SDK anonymous id, or a new one set in the answer's cookie as the SDK sets it (readable by
 * the page's script, SameSite=Lax, a year): the SDK loaded later adopts it, so the server's events and the browser's
 * carry the same id.
 */
export function ensureSdkAnonymousId(request: FastifyRequest, reply: FastifyReply): string {
  const known = sdkAnonymousId(request.cookies);
  if (known) return known;
  const id = crypto.randomUUID();
  reply.setCookie(SDK_ANONYMOUS_ID_COOKIE, id, {
    path: '/',
    sameSite: 'lax',
    secure: isSecureRequest(request),
    maxAge: SDK_COOKIE_MAX_AGE_SECONDS,
  });
  return id;
}
