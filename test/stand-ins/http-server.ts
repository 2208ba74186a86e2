// The small HTTP server every stand-in runs on: 127.0.0.1 on a free port, the request body read whole, answers
// open to any origin (the browser journeys' pages call the stand-ins from the storefront's origin), and a close
// that also drops connections a stand-in keeps hanging. Several stand-ins can share one server: each is asked in
// turn whether a request is its own; none answering means 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The server's own address, `http://127.0.0.1:<port>`. */
  base: string;
  socket: http.IncomingMessage['socket'];
}

/** A party (or part of one) the server speaks for. */
export interface StandIn {
  /** Answers the request and says true when it is this stand-in's, else leaves it alone and says false. */
  handle(request: StandInRequest, response: http.ServerResponse): boolean;
}

export interface HttpServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };

export function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): true {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  return true;
}

/** An answer that ends in an error the stand-in could not help: 500 with the message, so the test sees it. */
function sendError(response: http.ServerResponse, error: unknown): void {
  if (!response.headersSent) sendJson(response, 500, { error: String(error) });
  else response.destroy();
}

export async function startHttpServer(...standIns: StandIn[]): Promise<HttpServer> {
  let base = '';
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      for (const [name, value] of Object.entries(CORS)) response.setHeader(name, value);
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      const incoming: StandInRequest = {
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', base),
        headers: request.headers,
        body,
        base,
        socket: request.socket,
      };
      try {
        if (!standIns.some((standIn) => standIn.handle(incoming, response))) {
          sendJson(response, 404, { error: 'not found' });
        }
      } catch (error) {
        sendError(response, error);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Runs an answer that needs to wait for something (signing, verifying); a failure answers 500. */
export function answerLater(response: http.ServerResponse, work: () => Promise<unknown>): true {
  work().catch((error: unknown) => sendError(response, error));
  return true;
}

/** The request's JSON body as an object; anything else counts as an empty one. */
export function jsonBody(request: StandInRequest): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(request.body);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
