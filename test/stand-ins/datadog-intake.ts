// A local stand-in for Datadog's HTTP logs intake (POST /api/v2/logs, header DD-API-KEY, a JSON array of logs;
// 202 when accepted), on a server of its own (http-server.ts). Tests choose the status of the next answers and read
// what arrived.
import type http from 'node:http';
import { type StandIn, type StandInRequest, startHttpServer } from './http-server';

export interface IntakeRequest {
  path: string | undefined;
  apiKey: string | undefined;
  contentType: string | undefined;
  logs: Record<string, unknown>[];
}

export interface DatadogIntakeStandIn {
  /** The full intake URL, for DATADOG_LOGS_URL. */
  url: string;
  requests: IntakeRequest[];
  /** Status codes of the next answers, in order; 202 once they are used up. */
  answerWith(...statuses: number[]): void;
  /** Resolves once `count` requests have arrived. */
  received(count: number, timeoutMs?: number): Promise<IntakeRequest[]>;
  close(): Promise<void>;
}

/** The intake: every request to the server is a logs submission. */
class Intake implements StandIn {
  readonly requests: IntakeRequest[] = [];
  statuses: number[] = [];
  readonly waiters = new Set<() => void>();

  handle(request: StandInRequest, response: http.ServerResponse): boolean {
    let logs: Record<string, unknown>[] = [];
    try {
      logs = JSON.parse(request.body);
    } catch {
      // recorded as no logs
    }
    this.requests.push({
      path: `${request.url.pathname}${request.url.search}`,
      apiKey: request.headers['dd-api-key'] as string | undefined,
      contentType: request.headers['content-type'],
      logs,
    });
    const status = this.statuses.shift() ?? 202;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    for (const wake of this.waiters) wake();
    return true;
  }
}

export async function startDatadogIntakeStandIn(): Promise<DatadogIntakeStandIn> {
  const intake = new Intake();
  const { requests, waiters } = intake;
  const server = await startHttpServer(intake);
  return {
    url: `${server.base}/api/v2/logs`,
    requests,
    answerWith(...next: number[]) {
      intake.statuses = next;
    },
    received(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(requests.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the intake received ${requests.length} of ${count} requests`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => server.close(),
  };
}
