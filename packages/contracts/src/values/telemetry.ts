// Where our telemetry collectors listen (docs/decisions/038-telemetry-collectors.md). Kept apart from the
// schemas so the web app can use them without loading zod.

/** Base of the Segment-protocol collector: settings at `<base>/v1/projects/<writeKey>/settings`, events at `<base>/v1/b`. */
export const SEGMENT_COLLECTOR_PATH = '/api/collect/segment';
/** The Datadog browser-logs SDK's `proxy`: it posts to `<path>?ddforward=/api/v2/logs?...`. */
export const LOG_COLLECTOR_PATH = '/api/collect/logs';
/** Operator-only reads of what was stored (TELEMETRY_OPERATOR_TOKEN). */
export const OPERATOR_EVENTS_PATH = '/api/collect/operator/events';
export const OPERATOR_LOGS_PATH = '/api/collect/operator/logs';
