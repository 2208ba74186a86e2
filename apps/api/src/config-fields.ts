// The kinds of value the API's settings take (config.ts reads them; this file reads no environment): flags, lists,
// durations and counts, origins, keys, provider identifiers, the public ids a page is given.
import crypto from 'node:crypto';
import { splitCommaList } from '@larder/contracts/values/text';
import { z } from 'zod';

export const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A comma-separated list; blanks around items and empty items are dropped (as in the comma-list query parameters). */
export const commaList = (item: z.ZodString) => z.string().transform(splitCommaList).pipe(z.array(item));

export const seconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
export const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

// An origin as browsers send it: scheme, host and port only. '*' and 'null' are refused: with credentials they
// would let any site (or any sandboxed page) read customers' data.
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
export const origin = z
  .string()
  .refine(
    isOrigin,
    'must be a comma list of origins such as https://shop.example.com (no path, no trailing slash, never * or null)',
  );
/** The storefront's own origin, which emailed links start with. */
export const siteOrigin = z
  .string()
  .refine(isOrigin, 'must be an origin such as https://shop.example.com (no path, no trailing slash)');

// Fastify's trustProxy: false (default; X-Forwarded-For is ignored), true (any proxy), a hop count, or proxy addresses.
export const trustProxy = z.string().transform((value, context): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = splitCommaList(value);
  if (addresses.length > 0 && addresses.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry))) return addresses;
  context.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma list of proxy addresses' });
  return z.NEVER;
});

/** A 32-byte key, as 64 hex digits or base64 (docs/decisions/200-operators.md, "Fifth round"). */
export const key32 = z.string().transform((value, context): Buffer => {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : undefined;
  if (bytes?.length === 32) return bytes;
  context.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64 (openssl rand -hex 32)' });
  return z.NEVER;
});

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const appleId = z.string().regex(/^[A-Za-z0-9.-]{1,200}$/, 'must be an identifier such as com.example.web');

// The .p8 key Apple issues (PKCS #8 PEM, P-256). Literal "\n" sequences are read as line breaks, as one-line
// environment values often carry them.
export const applePrivateKey = z
  .string()
  .transform((value) => value.replaceAll('\\n', '\n').trim())
  .refine((pem) => {
    try {
      const key = crypto.createPrivateKey(pem);
      return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
    } catch {
      return false;
    }
  }, 'must be the P-256 private key (.p8, PEM) Apple issued for Sign in with Apple');

/** A public id or key a page is given (a client id, a site key, a write key): printable, no spaces or quotes. */
export const publicKey = z
  .string()
  .max(500)
  .regex(/^[\x21\x23-\x26\x28-\x3b\x3d\x3f-\x7e]*$/, 'must be printable characters without spaces, quotes or < >');
