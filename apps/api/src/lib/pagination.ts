// The `next` and `previous` links of every list endpoint, as Django REST framework's LimitOffsetPagination writes
// them: absolute URLs of the request with `limit` and `offset` set and every other query parameter kept.

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

function pageUrl(url: URL, limit: number, offset: number | undefined): string {
  const target = new URL(url);
  target.searchParams.set('limit', String(limit));
  if (offset === undefined) target.searchParams.delete('offset');
  else target.searchParams.set('offset', String(offset));
  return target.toString();
}

/**
 * Links to the pages around the one at `offset` of `count` items. `next` is null on the last page, `previous` on
 * the first; a `previous` link to the first page has no `offset` at all (never `offset=0`).
 */
export function pageLinks(url: URL, limit: number, offset: number, count: number): PageLinks {
  const next = offset + limit < count ? pageUrl(url, limit, offset + limit) : null;
  const previous = offset > 0 ? pageUrl(url, limit, offset - limit > 0 ? offset - limit : undefined) : null;
  return { next, previous };
}
