// GET /api/v2/dynamic_configs/?name__in=<every feature flag>&limit=1000, cached 15 minutes with no retries. A flag the
// server does not answer falls back to its default and is logged; local overrides (feature-flags.overrides) win over
// both, read only after hydration so prerendered pages hydrate cleanly
// (docs/decisions/039-telemetry-in-the-browser.md).

import type { DynamicConfigPage } from '@larder/contracts/schemas/dynamic-configs';
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
} from '@larder/contracts/values/dynamic-configs';
import { DYNAMIC_CONFIG_LIMIT, FEATURE_FLAG_CACHE_MS, FEATURE_FLAG_RETRIES } from '@larder/contracts/values/limits';
import { FEATURE_FLAG_OVERRIDES_KEY } from '@larder/contracts/values/storage-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { describeError, logger, logUnknownErrorResponse } from '../../../lib/logger';
import { ApiError, requestJson } from '../../../lib/request';
import { subscribeNever } from '../../../lib/use-hydrated';
import { type FlagOverrides, localStorageOrUndefined, readFeatureFlagOverrides } from '../model/feature-flag-overrides';
import { type FeatureFlags, resolveFeatureFlags, type ServerFlags, serverFlags } from '../model/resolve-feature-flags';

export const FEATURE_FLAGS_QUERY_KEY = ['feature-flags'] as const;

export function getFeatureFlags(): Promise<DynamicConfigPage> {
  return requestJson<DynamicConfigPage>({
    path: '/api/v2/dynamic_configs/',
    query: { name__in: FEATURE_FLAG_NAMES.join(','), limit: DYNAMIC_CONFIG_LIMIT },
  });
}

/** An answer that is not a page of flags is logged as unknown; the defaults apply. */
function unknownAnswer(status: number, body: unknown): Error {
  const error = new Error(`Feature flags answered ${status}`);
  logUnknownErrorResponse(error, { status, body });
  return error;
}

/** The server's flag values; logs each flag it lacks (which then falls back to its default). */
export async function fetchFeatureFlags(): Promise<ServerFlags> {
  let page: DynamicConfigPage;
  try {
    page = await getFeatureFlags();
  } catch (error) {
    if (error instanceof ApiError) throw unknownAnswer(error.status, error.body);
    logger.warn('Feature flags could not be fetched; defaults used', { error: describeError(error) });
    throw error;
  }
  if (!Array.isArray(page?.results)) throw unknownAnswer(200, page);
  const { flags, missing } = serverFlags(page.results);
  for (const name of missing) {
    logger.warn('Missing feature flag; default used', { flag: name, default: FEATURE_FLAG_DEFAULTS[name] });
  }
  return flags;
}

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: FEATURE_FLAGS_QUERY_KEY,
    queryFn: fetchFeatureFlags,
    staleTime: FEATURE_FLAG_CACHE_MS,
    gcTime: FEATURE_FLAG_CACHE_MS,
    retry: FEATURE_FLAG_RETRIES,
  });

export interface FeatureFlagsState {
  flags: FeatureFlags;
  /** True until the server answered (or failed); defaults and overrides apply meanwhile. */
  isLoading: boolean;
}

const NO_OVERRIDES: FlagOverrides = Object.freeze({});
let lastOverrides: { raw: string; overrides: FlagOverrides } | undefined;

/**
 * This browser's overrides, the same object while local storage holds the same text, and `NO_OVERRIDES` when it
 * holds none: a page without overrides hydrates with the value it was rendered with, so it is not rendered again.
 */
function overridesSnapshot(): FlagOverrides {
  const storage = localStorageOrUndefined();
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(FEATURE_FLAG_OVERRIDES_KEY);
  } catch {
    return NO_OVERRIDES;
  }
  if (!raw) return NO_OVERRIDES;
  if (lastOverrides?.raw !== raw) lastOverrides = { raw, overrides: readFeatureFlagOverrides(storage) };
  return lastOverrides.overrides;
}

export function useFeatureFlags(): FeatureFlagsState {
  // Overrides apply once hydrated: the page's HTML was made without them.
  const overrides = useSyncExternalStore(subscribeNever, overridesSnapshot, () => NO_OVERRIDES);
  const query = useQuery(featureFlagsQueryOptions());
  return { flags: resolveFeatureFlags(query.data, overrides), isLoading: query.isPending };
}

/** Whether a feature flag is on ('1'). */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useFeatureFlags().flags[name] === '1';
}
