// A JSON object in local storage under feature-flags.overrides wins over the server's flag values, e.g.
// {"web.salad_shooter": "1"}. Bad JSON there (or a value that is not a flag value) is ignored and logged once,
// never a crash.
import { FEATURE_FLAG_OVERRIDES_KEY } from '@larder/contracts/values/storage-keys';
import { logger } from '../../../lib/logger';

export type FlagValue = '0' | '1';
export type FlagOverrides = Partial<Record<string, FlagValue>>;

/** '0' and '1' as the server stores them; 0/1 and false/true are accepted from a hand-written override. */
export function flagValue(value: unknown): FlagValue | undefined {
  if (value === '1' || value === 1 || value === true) return '1';
  if (value === '0' || value === 0 || value === false) return '0';
  return undefined;
}

let lastReported: string | undefined;

function reportOnce(raw: string, message: string, context: Record<string, unknown>): void {
  if (raw === lastReported) return;
  lastReported = raw;
  logger.warn(message, { storage_key: FEATURE_FLAG_OVERRIDES_KEY, ...context });
}

export function readFeatureFlagOverrides(storage: Storage | undefined): FlagOverrides {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(FEATURE_FLAG_OVERRIDES_KEY);
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    reportOnce(raw, 'Feature flag overrides are not valid JSON; ignored', { value: raw.slice(0, 200) });
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    reportOnce(raw, 'Feature flag overrides are not a JSON object; ignored', { value: raw.slice(0, 200) });
    return {};
  }
  const overrides: FlagOverrides = {};
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    const normalised = flagValue(value);
    if (normalised === undefined) ignored.push(name);
    else overrides[name] = normalised;
  }
  if (ignored.length > 0)
    reportOnce(raw, 'Feature flag overrides that are not 0 or 1 were ignored', { flags: ignored });
  return overrides;
}

export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
