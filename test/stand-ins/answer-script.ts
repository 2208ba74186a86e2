// Serving a provider's browser script from a stand-in: the script text with `__BASE__` replaced by the stand-in's
// address (where its "popup" answers), never cached.
import type http from 'node:http';
import type { StandInRequest } from './http-server';

export function answerScript(request: StandInRequest, response: http.ServerResponse, source: string): true {
  response
    .writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' })
    .end(source.replace('__BASE__', request.base));
  return true;
}
