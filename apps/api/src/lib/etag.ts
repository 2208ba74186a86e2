// Conditional GETs: whether a request's If-None-Match names the ETag of what would be sent (then the answer is 304).

/** True when an If-None-Match header names this ETag (or `*`); weak validators match too, as RFC 9110 says. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === '*' || entry === etag);
}
