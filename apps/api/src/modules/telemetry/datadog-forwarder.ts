// Forwards stored browser logs to Datadog's HTTP logs intake when DATADOG_API_KEY is set. The table is the
// outbox: a log is stored first (the browser's request never waits on Datadog), then sent in batches shortly
// after, retried with backoff when Datadog is unreachable or busy, and given up after MAX_ATTEMPTS.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type ClaimedLog, claimLogsToForward, markForwarded, markForwardFailed } from './repository';

export const MAX_ATTEMPTS = 8;
const CLAIM_LIMIT = 500;
const LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_BACKOFF_MS = 15 * 60_000;
// Datadog's limits are 5 MB and 1,000 entries per request.
const MAX_PAYLOAD_BYTES = 4_500_000;
const MAX_PAYLOAD_ENTRIES = 1000;
const RETRYABLE = new Set([408, 425, 429]);

export function datadogLogsUrl(config: Pick<Config, 'DATADOG_LOGS_URL' | 'DATADOG_SITE'>): string {
  return config.DATADOG_LOGS_URL ?? `https://http-intake.logs.${config.DATADOG_SITE}/api/v2/logs`;
}

/** Splits claimed rows into request bodies within Datadog's size and count limits. */
export function payloads(rows: readonly ClaimedLog[]): { ids: number[]; body: string }[] {
  const result: { ids: number[]; body: string }[] = [];
  let ids: number[] = [];
  let parts: string[] = [];
  let bytes = 2;
  const flush = () => {
    if (ids.length > 0) result.push({ ids, body: `[${parts.join(',')}]` });
    ids = [];
    parts = [];
    bytes = 2;
  };
  for (const row of rows) {
    const part = JSON.stringify(row.attributes);
    const size = Buffer.byteLength(part) + 1;
    if (ids.length >= MAX_PAYLOAD_ENTRIES || (ids.length > 0 && bytes + size > MAX_PAYLOAD_BYTES)) flush();
    ids.push(row.id);
    parts.push(part);
    bytes += size;
  }
  flush();
  return result;
}

export class DatadogForwarder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly url: string;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<
      Config,
      'DATADOG_API_KEY' | 'DATADOG_LOGS_URL' | 'DATADOG_SITE' | 'DATADOG_FORWARD_INTERVAL_MS'
    >,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.url = datadogLogsUrl(config);
  }

  start(): void {
    this.schedule(this.config.DATADOG_FORWARD_INTERVAL_MS);
  }

  /** New logs were stored: forward them soon rather than at the next interval. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .catch((error: unknown) => this.log.error({ err: error }, 'forwarding logs to Datadog failed'))
        .finally(() => {
          this.running = undefined;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : this.config.DATADOG_FORWARD_INTERVAL_MS);
        });
    }, delay);
    this.timer.unref();
  }

  /** Sends everything due, batch after batch, until a claim comes back short. */
  async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const now = this.clock.now();
      const rows = await claimLogsToForward(this.db, now, new Date(now.getTime() + LEASE_MS), CLAIM_LIMIT);
      for (const payload of payloads(rows)) await this.send(payload, rows);
      if (rows.length < CLAIM_LIMIT) return;
    }
  }

  private async send(payload: { ids: number[]; body: string }, rows: readonly ClaimedLog[]): Promise<void> {
    let status = 0;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'dd-api-key': this.config.DATADOG_API_KEY ?? '' },
        body: payload.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      this.log.warn({ err: error }, 'Datadog logs intake unreachable; will retry');
    }
    const now = this.clock.now();
    if (status >= 200 && status < 300) {
      await markForwarded(this.db, payload.ids, now);
      return;
    }
    const retryable = status === 0 || status >= 500 || RETRYABLE.has(status);
    const attempts = Math.min(...rows.filter((row) => payload.ids.includes(row.id)).map((row) => row.forwardAttempts));
    if (!retryable) {
      // A refusal that will not change by retrying (bad API key, malformed): give up on these rows.
      this.log.error({ status, count: payload.ids.length }, 'Datadog refused forwarded logs; dropped');
      await markForwardFailed(this.db, payload.ids, now, 0);
      return;
    }
    if (status !== 0) this.log.warn({ status }, 'Datadog logs intake answered with an error; will retry');
    const backoff = Math.min(this.config.DATADOG_FORWARD_INTERVAL_MS * 2 ** attempts, MAX_BACKOFF_MS);
    await markForwardFailed(this.db, payload.ids, new Date(now.getTime() + backoff), MAX_ATTEMPTS);
  }
}
