// The visitor's experiments as the page came with them (issue 40; decision 220): the API puts the payload GET
// /api/v2/experiments/ would answer, with its own evaluation per experiment, in the page's
// `<meta name="larder-experiments">` as it serves it, so the first render knows the visitor's variation without a
// request. Read once per different content (the same object each time: a store snapshot must be stable).
import type { ExperimentsPayload } from '@larder/contracts/schemas/experiments';
import { EXPERIMENTS_META } from '@larder/contracts/values/experiments';

let last: { content: string; payload: ExperimentsPayload | undefined } | undefined;

function parse(content: string): ExperimentsPayload | undefined {
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return undefined;
    const { features, attributes, assignments } = value as Record<string, unknown>;
    const id = (attributes as { id?: unknown } | null)?.id;
    if (typeof features !== 'object' || features === null || typeof id !== 'string') return undefined;
    return {
      features: features as Record<string, unknown>,
      attributes: { id },
      ...(typeof assignments === 'object' && assignments !== null
        ? { assignments: assignments as ExperimentsPayload['assignments'] }
        : {}),
    };
  } catch {
    return undefined;
  }
}

/** The page's payload; undefined on the server's render, or in a page served without one. */
export function pagePayload(): ExperimentsPayload | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector(`meta[name="${EXPERIMENTS_META}"]`)?.getAttribute('content') ?? '';
  if (last?.content !== content) last = { content, payload: content ? parse(content) : undefined };
  return last.payload;
}
