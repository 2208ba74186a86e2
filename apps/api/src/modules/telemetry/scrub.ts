// What browsers send us is stored and may be forwarded to a vendor, so before it is kept: values under keys that
// name a secret (passwords, tokens, API keys, cookies, card numbers) are replaced, query parameters with such
// names inside any string are masked, and text PostgreSQL refuses (NUL, lone surrogates) is made safe.

export const REDACTED = '[redacted]';
const MAX_DEPTH = 24;

/** Key names whose values are never stored. `session_id` of the log SDK is a random visit id and is kept. */
const SECRET_NAME =
  /passw(?:or)?d|passphrase|^pass$|^pwd$|secret|token|api[-_]?key|^authorization$|^auth$|cookie|credit[-_]?card|card[-_]?number|^cvc$|^cvv$|^ssn$|private[-_]?key/i;

// An unpaired UTF-16 surrogate (String.prototype.toWellFormed is ES2024, past our lib target).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// name=value pairs in URLs, query strings and messages ("...?token=abc&x=1", "password=hunter2").
const PAIR = /([?&#;\s]|^)([A-Za-z0-9_.[\]-]{1,100})=([^&#;\s]*)/g;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

export function safeText(value: string): string {
  // PostgreSQL text and jsonb refuse NUL; jsonb refuses unpaired surrogates.
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

export function scrubText(value: string): string {
  const text = safeText(value);
  if (!text.includes('=')) return text;
  return text.replace(PAIR, (pair, separator: string, name: string) =>
    isSecretName(name) ? `${separator}${name}=${REDACTED}` : pair,
  );
}

/** A deep copy of a JSON value with secrets removed; nesting deeper than MAX_DEPTH is cut. */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => scrubSecrets(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = safeText(key);
    result[name] = isSecretName(name) && item !== null && item !== undefined ? REDACTED : scrubSecrets(item, depth + 1);
  }
  return result;
}

export function scrubObject(value: Record<string, unknown> | undefined): Record<string, unknown> {
  return (scrubSecrets(value ?? {}) as Record<string, unknown>) ?? {};
}
