// The visitor's experiments as the page came with them (issue 40; decision 220): the API puts the payload GET
// /api/v2/experiments/ would answer, with its own evaluation per experiment, in the page's
// `<meta name="larder-experiments">` as it serves it, so the first render knows the visitor's variation without a
// request. It seeds the experiments query once per page load: after a sign-out clears the cache, the page's payload
// (the signed-in customer's) is stale, and the server is asked.
import type { ExperimentsPayload } from '@larder/contracts/schemas/experiments';
import { EXPERIMENTS_META } from '@larder/contracts/values/experiments';

/** The meta whose payload seeded the query already. */
let seeded: Element | undefined;

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

/**
 * The page's payload the first time it is asked for (the experiments query's initial data); undefined on the server's
 * render, in a page served without one, and once it was used (the cache cleared since: ask the server).
 */
export function pagePayloadOnce(): ExperimentsPayload | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(`meta[name="${EXPERIMENTS_META}"]`);
  if (!element || element === seeded) return undefined;
  seeded = element;
  return parse(element.getAttribute('content') ?? '');
}
