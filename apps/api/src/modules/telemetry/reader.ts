// Operator reads of what the collectors stored: the latest analytics events and browser logs, in the contracts'
// shapes, for GET /api/collect/operator/events | logs (routes.ts) and `npm run events|logs -- tail` (cli/telemetry.ts).
import type { StoredEvent, StoredLog } from '@larder/contracts/schemas/telemetry';
import type { DbOrTx } from '../../db/database';
import { latestEvents, latestLogs, type ReadPage } from './repository';

export class TelemetryReader {
  constructor(private readonly db: DbOrTx) {}

  /** The latest stored events (or those after `afterId`), oldest first. */
  async events(page: ReadPage): Promise<StoredEvent[]> {
    const rows = await latestEvents(this.db, page);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      event: row.event,
      user_id: row.userId,
      anonymous_id: row.anonymousId,
      occurred_at: row.occurredAt.toISOString(),
      received_at: row.receivedAt.toISOString(),
      properties: row.properties,
      context: row.context,
    }));
  }

  /** The latest stored browser logs (or those after `afterId`), oldest first. */
  async logs(page: ReadPage): Promise<StoredLog[]> {
    const rows = await latestLogs(this.db, page);
    return rows.map((row) => ({
      id: row.id,
      logged_at: row.loggedAt.toISOString(),
      received_at: row.receivedAt.toISOString(),
      service: row.service,
      env: row.env,
      status: row.status,
      message: row.message,
      attributes: row.attributes,
    }));
  }
}
