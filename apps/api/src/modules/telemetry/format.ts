// One line per stored event or log, as `npm run events -- tail` and `npm run logs -- tail` print them.
import type { StoredEvent, StoredLog } from '@larder/contracts/schemas/telemetry';
import { terminalSafe } from '../../lib/terminal-text';

function compact(value: Record<string, unknown>): string {
  return Object.keys(value).length === 0 ? '' : JSON.stringify(value);
}

/** One line for an event; whatever it holds, the line cannot drive the terminal it is printed on. */
export function formatEvent(event: StoredEvent): string {
  const who = [event.user_id ? `user=${event.user_id}` : '', event.anonymous_id ? `anon=${event.anonymous_id}` : '']
    .filter(Boolean)
    .join(' ');
  const page = (event.context.page as { path?: unknown } | undefined)?.path;
  return [
    event.received_at,
    event.type.padEnd(8),
    event.event ? JSON.stringify(event.event) : '-',
    who || '-',
    typeof page === 'string' ? `page=${page}` : '',
    compact(event.properties),
  ]
    .filter((part) => part !== '')
    .map(terminalSafe)
    .join('  ');
}

// Attributes every log line has, already shown in the line's own columns.
const SHOWN = new Set(['message', 'status', 'service', 'date', 'ddtags', 'ddsource']);

export function formatLog(log: StoredLog): string {
  const rest = Object.fromEntries(Object.entries(log.attributes).filter(([key]) => !SHOWN.has(key)));
  return [
    log.logged_at,
    log.status.toUpperCase().padEnd(5),
    `${log.service ?? '-'}/${log.env ?? '-'}`,
    JSON.stringify(log.message),
    compact(rest),
  ]
    .filter((part) => part !== '')
    .map(terminalSafe)
    .join('  ');
}
