// The collectors' work: check the sender's key, validate, scrub and store; keep the tables within retention;
// hand new logs to the Datadog forwarder. Routes only translate HTTP to these calls.
import type { SegmentEventType } from '@larder/contracts/schemas/telemetry';
import { millisecondsInDay } from 'date-fns/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { decodeLogBody, LogErrorCode, parseLogLines, readLogRequest } from './browser-logs';
import { deleteReceivedBefore, insertEvents, insertLogs, keepNewestRows } from './repository';
import {
  parseJsonBody,
  parseSegmentBody,
  SegmentErrorCode,
  toEventRow,
  writeKeyFromAuthorization,
} from './segment-events';

const SWEEP_EVERY_MS = 3_600_000;
/** Rows this process stores between two checks of TELEMETRY_MAX_ROWS, whatever the hour. */
const SWEEP_EVERY_ROWS = 10_000;

export type TelemetryConfig = Pick<
  Config,
  | 'ANALYTICS_WRITE_KEYS'
  | 'LOG_CLIENT_TOKENS'
  | 'ANALYTICS_MAX_EVENT_BYTES'
  | 'LOG_MAX_BATCH_BYTES'
  | 'LOG_MAX_LINE_BYTES'
  | 'TELEMETRY_RETENTION_DAYS'
  | 'TELEMETRY_MAX_ROWS'
  | 'DATADOG_API_KEY'
>;

export class TelemetryService {
  private readonly writeKeys: ReadonlySet<string>;
  private readonly clientTokens: ReadonlySet<string>;
  private lastSweep = 0;
  private storedSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly config: TelemetryConfig,
    private readonly clock: Clock,
    /** Called after logs were stored with forwarding pending. */
    private readonly onLogsStored: () => void = () => {},
  ) {
    this.writeKeys = new Set(config.ANALYTICS_WRITE_KEYS);
    this.clientTokens = new Set(config.LOG_CLIENT_TOKENS);
  }

  isKnownWriteKey(writeKey: string): boolean {
    return this.writeKeys.has(writeKey);
  }

  /** Stores a Segment batch or single event; returns how many events were new (repeats are ignored). */
  async collectEvents(
    body: Buffer | undefined,
    request: { authorization: string | undefined; singleType?: SegmentEventType },
  ): Promise<number> {
    const parsed = parseSegmentBody(parseJsonBody(body), {
      singleType: request.singleType,
      maxEventBytes: this.config.ANALYTICS_MAX_EVENT_BYTES,
    });
    const writeKey = writeKeyFromAuthorization(request.authorization) ?? parsed.writeKey;
    if (writeKey === undefined || !this.writeKeys.has(writeKey)) {
      throw new HttpError(401, SegmentErrorCode.UnknownWriteKey, 'Unknown or missing write key.');
    }
    const now = this.clock.now();
    const rows = parsed.events.map((event) => toEventRow(event, writeKey, now));
    const inserted = await this.db.transaction((tx) => insertEvents(tx, rows));
    await this.sweep(now, inserted);
    return inserted;
  }

  /** Stores a batch of browser logs; returns how many lines were stored. */
  async collectLogs(body: Buffer | undefined, query: Record<string, unknown>): Promise<number> {
    const logRequest = readLogRequest(query);
    if (logRequest.clientToken === undefined || !this.clientTokens.has(logRequest.clientToken)) {
      throw new HttpError(401, LogErrorCode.UnknownClientToken, 'Unknown or missing client token.');
    }
    const text = decodeLogBody(body, logRequest.deflated, this.config.LOG_MAX_BATCH_BYTES);
    const now = this.clock.now();
    const rows = parseLogLines(text, {
      maxLineBytes: this.config.LOG_MAX_LINE_BYTES,
      source: logRequest.source,
      receivedAt: now,
    });
    const forward = this.config.DATADOG_API_KEY !== undefined;
    await this.db.transaction((tx) => insertLogs(tx, rows, forward));
    if (forward) this.onLogsStored();
    await this.sweep(now, rows.length);
    return rows.length;
  }

  /**
   * Now and then (hourly, or after SWEEP_EVERY_ROWS stored by this process), deletes what is older than the
   * retention and the oldest rows past TELEMETRY_MAX_ROWS.
   */
  private async sweep(now: Date, stored: number): Promise<void> {
    this.storedSinceSweep += stored;
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS && this.storedSinceSweep < SWEEP_EVERY_ROWS) return;
    this.lastSweep = now.getTime();
    this.storedSinceSweep = 0;
    await deleteReceivedBefore(
      this.db,
      new Date(now.getTime() - this.config.TELEMETRY_RETENTION_DAYS * millisecondsInDay),
    );
    await keepNewestRows(this.db, this.config.TELEMETRY_MAX_ROWS);
  }
}
