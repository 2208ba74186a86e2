// A provider's signing keys (JWKS), cached for as long as the provider's Cache-Control says (jose's own remote set
// uses a fixed age instead). A token whose `kid` is not in a fresh cache makes one refetch (key rotation), at most
// once per REFETCH_COOLDOWN_MS, so tokens with made-up key ids cannot turn into a stream of requests to the provider.
// Concurrent callers share one fetch. An answer that is not a key set, or no answer, is ProviderUnavailableError.
import {
  type CryptoKey,
  createLocalJWKSet,
  errors,
  type FlattenedJWSInput,
  type JSONWebKeySet,
  type JWSHeaderParameters,
} from 'jose';
import type { Clock } from '../../lib/clock';
import { ProviderUnavailableError } from './provider-errors';
import { callProvider } from './provider-http';

/** Without caching headers, keys are kept this long. */
export const DEFAULT_KEYS_MAX_AGE_SECONDS = 300;
/** A provider asking for longer caching is believed up to a day. */
export const MAX_KEYS_MAX_AGE_SECONDS = 86_400;
export const REFETCH_COOLDOWN_MS = 30_000;

type KeyLookup = ReturnType<typeof createLocalJWKSet>;

interface CachedKeys {
  lookup: KeyLookup;
  fetchedAt: number;
  expiresAt: number;
}

/** Seconds the answer may be used for: Cache-Control max-age (less Age), else Expires, else the default. */
export function freshnessSeconds(headers: Headers, nowMs: number): number {
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  const directives = cacheControl.split(',').map((entry) => entry.trim());
  if (directives.some((entry) => entry === 'no-store' || entry === 'no-cache')) return 0;
  const maxAge = directives.map((entry) => /^max-age\s*=\s*"?(\d+)"?$/.exec(entry)?.[1]).find(Boolean);
  let seconds: number;
  if (maxAge !== undefined) {
    const age = Number(headers.get('age'));
    seconds = Number(maxAge) - (Number.isFinite(age) && age > 0 ? age : 0);
  } else if (headers.get('expires') !== null) {
    const expires = Date.parse(headers.get('expires') ?? '');
    const date = Date.parse(headers.get('date') ?? '');
    seconds = Number.isNaN(expires) ? 0 : (expires - (Number.isNaN(date) ? nowMs : date)) / 1000;
  } else {
    seconds = DEFAULT_KEYS_MAX_AGE_SECONDS;
  }
  return Math.max(0, Math.min(MAX_KEYS_MAX_AGE_SECONDS, Math.floor(seconds)));
}

export class RemoteKeySet {
  private cached: CachedKeys | undefined;
  private inflight: Promise<CachedKeys> | undefined;
  /** Requests made to the provider (for tests and logs). */
  fetches = 0;

  constructor(
    private readonly provider: string,
    private readonly url: string,
    private readonly clock: Clock,
    private readonly timeoutMs: number,
  ) {}

  /** The key for a token's protected header, in the shape jose's jwtVerify takes. */
  readonly getKey = async (header: JWSHeaderParameters, token: FlattenedJWSInput): Promise<CryptoKey> => {
    const now = this.clock.now().getTime();
    let keys = this.cached;
    let refreshed = false;
    if (!keys || keys.expiresAt <= now) {
      keys = await this.refresh();
      refreshed = true;
    }
    try {
      return await keys.lookup(header, token);
    } catch (error) {
      const unknownKey = error instanceof errors.JWKSNoMatchingKey;
      if (!unknownKey || refreshed || now - keys.fetchedAt < REFETCH_COOLDOWN_MS) throw error;
      const again = await this.refresh();
      return again.lookup(header, token);
    }
  };

  private refresh(): Promise<CachedKeys> {
    this.inflight ??= this.load().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async load(): Promise<CachedKeys> {
    this.fetches += 1;
    const answer = await callProvider(`${this.provider} keys`, this.url, {
      headers: { accept: 'application/json' },
      timeoutMs: this.timeoutMs,
    });
    if (answer.status !== 200) throw new ProviderUnavailableError(`${this.provider} keys answered ${answer.status}`);
    const keySet = answer.json as JSONWebKeySet | undefined;
    if (!keySet || typeof keySet !== 'object' || !Array.isArray(keySet.keys)) {
      throw new ProviderUnavailableError(`${this.provider} keys answered something that is not a key set`);
    }
    let lookup: KeyLookup;
    try {
      lookup = createLocalJWKSet(keySet);
    } catch (error) {
      throw new ProviderUnavailableError(`${this.provider} keys answered a malformed key set`, { cause: error });
    }
    const fetchedAt = this.clock.now().getTime();
    const cached = { lookup, fetchedAt, expiresAt: fetchedAt + freshnessSeconds(answer.headers, fetchedAt) * 1000 };
    this.cached = cached;
    return cached;
  }
}
