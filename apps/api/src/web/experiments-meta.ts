// The visitor's experiments in the page as it is served (issue 40; docs/decisions/220-experiments-and-statistics.md):
// the payload GET /api/v2/experiments/ would answer, with the server's own evaluation per experiment, as JSON in a
// `<meta name="larder-experiments">` at the end of the page's head, so the page's first render knows the visitor's
// variation without a request. A meta, not a script: the page's policy allows no new inline script, and React's
// hydration passes over a tag in the head it did not render. The page is then the visitor's own: `private`.
import type { ExperimentsPayload } from '@larder/contracts/schemas/experiments';
import { EXPERIMENTS_META } from '@larder/contracts/values/experiments';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor's payload for a page request (it may set the anonymous id's cookie on `reply`). */
export type PagePayload = (request: FastifyRequest, reply: FastifyReply) => Promise<ExperimentsPayload>;

/** How a page holding a visitor's payload may be kept: by the browser only, revalidated on every visit. */
export const VISITOR_PAGE_CACHE = 'private, no-cache';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#x27;',
};

/** `html` with the payload's meta before its `</head>` (a document without a head is returned as it is). */
export function withExperimentsMeta(html: string, payload: ExperimentsPayload): string {
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const content = JSON.stringify(payload).replace(/[&"<>']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
  return `${html.slice(0, at)}<meta name="${EXPERIMENTS_META}" content="${content}"/>${html.slice(at)}`;
}
