// Making a stand-in's endpoint fail the way a third party does: an HTTP error, never answering, or dropping the
// connection. Tests set a failure per endpoint and clear it (undefined) afterwards.
import type http from 'node:http';
import { type StandInRequest, sendJson } from './http-server';

/** How an endpoint fails: an HTTP status, never answering, or dropping the connection. */
export type Failure = { status: number } | 'hang' | 'reset';

export class Failures<Endpoint extends string> {
  private readonly failing = new Map<Endpoint, Failure>();

  set(endpoint: Endpoint, failure: Failure | undefined): void {
    if (failure === undefined) this.failing.delete(endpoint);
    else this.failing.set(endpoint, failure);
  }

  clear(): void {
    this.failing.clear();
  }

  /**
   * Fails the request when its endpoint is set to fail, and says whether it did. An HTTP error has a JSON body, or
   * a text one for a script (a browser blocks a JSON answer to a script request before it reports the status).
   */
  apply(endpoint: Endpoint, request: StandInRequest, response: http.ServerResponse, body: 'json' | 'text' = 'json') {
    const failure = this.failing.get(endpoint);
    if (failure === undefined) return false;
    if (failure === 'reset') request.socket.destroy();
    else if (failure !== 'hang' && body === 'text') {
      response.writeHead(failure.status, { 'content-type': 'text/plain' }).end('unavailable');
    } else if (failure !== 'hang') sendJson(response, failure.status, { error: 'unavailable' });
    // 'hang': no answer; the server's close drops the connection.
    return true;
  }
}
