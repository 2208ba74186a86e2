// A flag's value: the local override, else the server's, else its default from the contracts.
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
} from '@larder/contracts/values/dynamic-configs';
import { type FlagOverrides, type FlagValue, flagValue } from './feature-flag-overrides';

export type ServerFlags = Partial<Record<FeatureFlagName, FlagValue>>;
export type FeatureFlags = Record<FeatureFlagName, FlagValue>;

/** The server's flag values from a dynamic-config page, and the flags it did not answer with a valid value. */
export function serverFlags(results: readonly { name: string; value: string }[]): {
  flags: ServerFlags;
  missing: FeatureFlagName[];
} {
  const answered = new Map(results.map((config) => [config.name, config.value]));
  const flags: ServerFlags = {};
  const missing: FeatureFlagName[] = [];
  for (const name of FEATURE_FLAG_NAMES) {
    const value = flagValue(answered.get(name));
    if (value === undefined) missing.push(name);
    else flags[name] = value;
  }
  return { flags, missing };
}

export function resolveFeatureFlags(server: ServerFlags | undefined, overrides: FlagOverrides): FeatureFlags {
  return Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, overrides[name] ?? server?.[name] ?? FEATURE_FLAG_DEFAULTS[name]]),
  ) as FeatureFlags;
}
