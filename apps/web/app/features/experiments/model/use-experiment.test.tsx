// useExperiment (issue 40; decision 220): the SDK's answer on the server's payload, the control until then and with
// enrollment off, the local override forcing a variation, and the first exposure recorded once per visitor and
// experiment, not per page view. `Experiment Viewed` is the server's to write with the exposure (the browser sends
// none: flows/salad-shooter.test.tsx).
import { EXPERIMENTS_META } from '@larder/contracts/values/experiments';
import { FEATURE_FLAG_OVERRIDES_KEY } from '@larder/contracts/values/storage-keys';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../../../test/network';
import { appWrapper } from '../../../../test/render';
import { createQueryClient } from '../../../lib/query-client';
import { useExperiment } from './use-experiment';

const VISITOR = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';

/** A running experiment whose weights send every visitor to `big`; `enrolled` false: enrollment off (no rule). */
function payload(enrolled: boolean) {
  const rule = {
    key: 'photos',
    seed: 'photos',
    hashAttribute: 'id',
    hashVersion: 2,
    coverage: 1,
    variations: ['control', 'big'],
    weights: [0, 1],
  };
  return {
    features: { photos: { defaultValue: 'control', ...(enrolled ? { rules: [rule] } : {}) } },
    attributes: { id: VISITOR },
  };
}

let network: StandInNetwork;
const exposures = () => network.sent.filter((request) => request.path === '/api/v2/experiments/exposures/');
beforeEach(() => {
  window.localStorage.clear();
  for (const meta of document.head.querySelectorAll(`meta[name="${EXPERIMENTS_META}"]`)) meta.remove();
  network = standInNetwork();
});

/** The page as the API serves it: the visitor's payload, with the server's own evaluation, in the head's meta. */
function servedWith(body: unknown) {
  const meta = document.createElement('meta');
  meta.name = EXPERIMENTS_META;
  meta.content = JSON.stringify(body);
  document.head.append(meta);
}

function show() {
  return renderHook(() => useExperiment('photos'), { wrapper: appWrapper() });
}

/** A moment for anything the hook might still send. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useExperiment', () => {
  it('shows the assigned variation and records the first exposure once per visitor, not per page view', async () => {
    network
      .on('GET', '/api/v2/experiments/', () => json(payload(true)))
      .on('POST', '/api/v2/experiments/exposures/', () =>
        json({ experiment: 'photos', variation: 'big', recorded: true }, 201),
      );
    const first = show();
    expect(first.result.current).toEqual({ variation: '', ready: false });
    await waitFor(() => expect(first.result.current).toEqual({ variation: 'big', ready: true }));
    await waitFor(() => expect(exposures()).toHaveLength(1));
    expect(exposures().map((request) => JSON.parse(request.body))).toEqual([
      { experiment: 'photos', variation: 'big' },
    ]);

    // Another page view (a fresh query cache): the same variation, nothing sent again.
    const again = show();
    await waitFor(() => expect(again.result.current).toEqual({ variation: 'big', ready: true }));
    await settled();
    expect(exposures()).toHaveLength(1);
  });

  it('with enrollment off everyone sees the control and nothing is sent', async () => {
    network.on('GET', '/api/v2/experiments/', () => json(payload(false)));
    const { result } = show();
    await waitFor(() => expect(result.current).toEqual({ variation: 'control', ready: true }));
    await settled();
    expect(exposures()).toEqual([]);
  });

  it('the local override forces a variation for testing, enrolling no one', async () => {
    window.localStorage.setItem(FEATURE_FLAG_OVERRIDES_KEY, JSON.stringify({ photos: 'control' }));
    network.on('GET', '/api/v2/experiments/', () => json(payload(true)));
    const { result } = show();
    await waitFor(() => expect(result.current).toEqual({ variation: 'control', ready: true }));
    await settled();
    expect(exposures()).toEqual([]);
  });

  it('answers on the first render from the payload the page was served with, without asking the server', async () => {
    servedWith({ ...payload(true), assignments: { photos: { variation: 'big', in_experiment: true } } });
    network.on('POST', '/api/v2/experiments/exposures/', () =>
      json({ experiment: 'photos', variation: 'big', recorded: true }, 201),
    );
    const renders: unknown[] = [];
    renderHook(
      () => {
        const answer = useExperiment('photos');
        renders.push(answer);
        return answer;
      },
      { wrapper: appWrapper() },
    );
    // The first render already holds the visitor's variation: nothing to flicker from.
    expect(renders[0]).toEqual({ variation: 'big', ready: true });
    await waitFor(() => expect(exposures()).toHaveLength(1));
    expect(network.sent.filter((request) => request.path === '/api/v2/experiments/')).toEqual([]);
  });

  it('the served payload answers at once for enrollment off and for an experiment the store lacks; the override wins', async () => {
    servedWith({ ...payload(false), assignments: { photos: { variation: 'control', in_experiment: false } } });
    // One page: one query cache, which the page's payload seeds.
    const wrapper = appWrapper({ client: createQueryClient() });
    expect(renderHook(() => useExperiment('photos'), { wrapper }).result.current).toEqual({
      variation: 'control',
      ready: true,
    });
    const other = renderHook(() => useExperiment('no-such-test'), { wrapper });
    expect(other.result.current).toEqual({ variation: '', ready: true });

    window.localStorage.setItem(FEATURE_FLAG_OVERRIDES_KEY, JSON.stringify({ photos: 'control' }));
    document.head.querySelector(`meta[name="${EXPERIMENTS_META}"]`)?.remove();
    servedWith({ ...payload(true), assignments: { photos: { variation: 'big', in_experiment: true } } });
    expect(show().result.current).toEqual({ variation: 'control', ready: true });
    await settled();
    expect(exposures()).toEqual([]);
    expect(network.sent).toEqual([]);
  });

  it('asks the server once the cache is cleared (a sign-out): the page’s payload was the signed-in customer’s', async () => {
    servedWith({ ...payload(false), assignments: { photos: { variation: 'control', in_experiment: false } } });
    network.on('GET', '/api/v2/experiments/', () => json(payload(false)));
    const client = createQueryClient();
    const wrapper = appWrapper({ client });
    const first = renderHook(() => useExperiment('photos'), { wrapper });
    expect(first.result.current.ready).toBe(true);
    first.unmount();
    client.clear();
    const after = renderHook(() => useExperiment('photos'), { wrapper });
    await waitFor(() => expect(after.result.current).toEqual({ variation: 'control', ready: true }));
    expect(network.sent.filter((request) => request.path === '/api/v2/experiments/')).toHaveLength(1);
  });
});
