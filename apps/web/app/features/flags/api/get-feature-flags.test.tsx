// Feature flags (docs/decisions/039-telemetry-in-the-browser.md): server values over defaults, local overrides over
// both, a missing flag falls back to its default and is logged, bad override JSON is ignored and logged, 15 minutes of
// cache, no retries.
import { FEATURE_FLAG_DEFAULTS } from '@larder/contracts/values/dynamic-configs';
import { FEATURE_FLAG_CACHE_MS } from '@larder/contracts/values/limits';
import { FEATURE_FLAG_OVERRIDES_KEY } from '@larder/contracts/values/storage-keys';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StandInNetwork, standInNetwork } from '../../../../test/network';
import { appWrapper } from '../../../../test/render';
import { type LogContext, setLogSink } from '../../../lib/logger';
import { createQueryClient } from '../../../lib/query-client';
import { FEATURE_FLAGS_QUERY_KEY, useFeatureFlag, useFeatureFlags } from './get-feature-flags';

const ALL_FLAGS = {
  'web.client_side_experiment_enrollment': '1',
  'web.salad_shooter': '1',
  'web.delivery_rating_module': '0',
  'web.perceived_value_questions': '1',
  'web.amount_of_food_module': '0',
};

function page(values: Record<string, string>) {
  const results = Object.entries(values).map(([name, value]) => ({ name, value }));
  return new Response(JSON.stringify({ count: results.length, next: null, previous: null, results }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const FLAGS_PATH = '/api/v2/dynamic_configs/';

let network: StandInNetwork;
let fetchMock: StandInNetwork['fetch'];
let lines: { message: string; context: LogContext; status: string }[];

const wrapper = (client = createQueryClient()) => appWrapper({ client });

describe('feature flags', () => {
  beforeEach(() => {
    network = standInNetwork();
    fetchMock = network.fetch;
    lines = [];
    setLogSink({ log: (message, context, status) => lines.push({ message, context, status }) });
  });
  afterEach(() => {
    vi.useRealTimers();
    setLogSink(undefined);
  });

  it('asks for every flag in one call with limit 1000 and uses the server’s values', async () => {
    network.on('GET', FLAGS_PATH, () => page(ALL_FLAGS));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.flags).toEqual(ALL_FLAGS);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/v2/dynamic_configs/');
    expect(url.searchParams.get('limit')).toBe('1000');
    expect(url.searchParams.get('name__in')?.split(',').sort()).toEqual(Object.keys(FEATURE_FLAG_DEFAULTS).sort());
    expect(lines).toEqual([]);
  });

  it('uses the defaults until the server answers', () => {
    network.on('GET', FLAGS_PATH, () => new Promise(() => {}));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper: wrapper() });
    expect(result.current).toEqual({ flags: FEATURE_FLAG_DEFAULTS, isLoading: true });
  });

  it('falls back to the default of a flag the server does not answer, and logs it', async () => {
    const { 'web.delivery_rating_module': _missing, ...rest } = ALL_FLAGS;
    network.on('GET', FLAGS_PATH, () => page({ ...rest, 'web.salad_shooter': 'maybe' }));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.flags['web.delivery_rating_module']).toBe(
      FEATURE_FLAG_DEFAULTS['web.delivery_rating_module'],
    );
    expect(result.current.flags['web.salad_shooter']).toBe(FEATURE_FLAG_DEFAULTS['web.salad_shooter']);
    expect(lines.map((line) => [line.status, line.message, line.context.flag])).toEqual([
      ['warn', 'Missing feature flag; default used', 'web.salad_shooter'],
      ['warn', 'Missing feature flag; default used', 'web.delivery_rating_module'],
    ]);
  });

  it('lets a local override win over the server', async () => {
    localStorage.setItem(
      FEATURE_FLAG_OVERRIDES_KEY,
      JSON.stringify({ 'web.salad_shooter': '0', 'web.delivery_rating_module': 1 }),
    );
    network.on('GET', FLAGS_PATH, () => page(ALL_FLAGS));
    const { result } = renderHook(() => useFeatureFlag('web.salad_shooter'), { wrapper: wrapper() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(result.current).toBe(false);
    const both = renderHook(() => useFeatureFlags(), { wrapper: wrapper() });
    await waitFor(() => expect(both.result.current.isLoading).toBe(false));
    expect(both.result.current.flags).toMatchObject({ 'web.salad_shooter': '0', 'web.delivery_rating_module': '1' });
  });

  it('ignores overrides that are not valid JSON (logged once), never crashing', async () => {
    localStorage.setItem(FEATURE_FLAG_OVERRIDES_KEY, '{"web.salad_shooter": ');
    network.on('GET', FLAGS_PATH, () => page(ALL_FLAGS));
    const { result, rerender } = renderHook(() => useFeatureFlags(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    rerender();
    expect(result.current.flags).toEqual(ALL_FLAGS);
    expect(lines.map((line) => line.message)).toEqual(['Feature flag overrides are not valid JSON; ignored']);

    localStorage.setItem(FEATURE_FLAG_OVERRIDES_KEY, JSON.stringify(['web.salad_shooter']));
    rerender();
    localStorage.setItem(
      FEATURE_FLAG_OVERRIDES_KEY,
      JSON.stringify({ 'web.salad_shooter': 'on', 'web.amount_of_food_module': '1' }),
    );
    rerender();
    expect(result.current.flags).toMatchObject({ 'web.salad_shooter': '1', 'web.amount_of_food_module': '1' });
    expect(lines.map((line) => line.message).slice(1)).toEqual([
      'Feature flag overrides are not a JSON object; ignored',
      'Feature flag overrides that are not 0 or 1 were ignored',
    ]);
  });

  it('keeps the answer for 15 minutes, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    network.on('GET', FLAGS_PATH, () => page(ALL_FLAGS));
    const client = createQueryClient();
    const first = renderHook(() => useFeatureFlags(), { wrapper: wrapper(client) });
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    first.unmount();

    vi.setSystemTime(Date.now() + FEATURE_FLAG_CACHE_MS - 1000);
    const cached = renderHook(() => useFeatureFlags(), { wrapper: wrapper(client) });
    expect(cached.result.current).toEqual({ flags: ALL_FLAGS, isLoading: false });
    cached.unmount();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2000);
    const later = renderHook(() => useFeatureFlags(), { wrapper: wrapper(client) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    later.unmount();
  });

  it('does not retry a failed call: defaults apply and the unexpected answer is logged', async () => {
    network.on('GET', FLAGS_PATH, () => new Response('Bad gateway', { status: 502 }));
    const client = createQueryClient();
    const { result } = renderHook(() => useFeatureFlags(), { wrapper: wrapper(client) });
    // With retries the query would stay pending after the first failure; without, it fails at once.
    await waitFor(() => expect(client.getQueryState(FEATURE_FLAGS_QUERY_KEY)?.status).toBe('error'));
    expect(client.getQueryState(FEATURE_FLAGS_QUERY_KEY)?.fetchFailureCount).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(lines[0]).toMatchObject({
      message: 'Unknown error response',
      status: 'error',
      context: { attention_required: true, data: { status: 502, body: 'Bad gateway' } },
    });
  });
});
