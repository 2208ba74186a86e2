// Conditional GETs: the one way a strong ETag is made from content, and whether a request's If-None-Match names the
// ETag of what would be sent (then the answer is 304).
import crypto from 'node:crypto';

/** A strong ETag of some content: the first 128 bits of its SHA-256, base64url, quoted. */
export function contentEtag(content: string | Uint8Array): string {
  return `"${crypto.createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;
}

/** True when an If-None-Match header names this ETag (or `*`); weak validators match too, as RFC 9110 says. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === '*' || entry === etag);
}
