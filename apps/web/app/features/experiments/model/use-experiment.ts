// useExperiment(key): the visitor's variation of an experiment (issue 40; decision 220). The payload is the page's own
// (the API put it in the page as it served it: page-payload.ts), else GET /api/v2/experiments/ (TanStack Query). It
// carries the server's evaluation (the same SDK on the same payload), so the answer is there on the first render; a
// payload without it is evaluated by the SDK once loaded, `ready` false and the control until then. An enrolled
// visitor's first exposure is recorded on the server, which keeps one per visitor and experiment and writes its
// `Experiment Viewed` analytics event in the same transaction: the browser sends no event of its own. The pair is
// remembered in local storage, so later page views ask nothing. With enrollment off everyone sees the control and
// nothing is sent.

import type { ExperimentsPayload } from '@larder/contracts/schemas/experiments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { EXPERIMENTS_QUERY_KEY, getExperiments, recordExposure } from '../api/experiments-api';
import { controlOf, type Evaluation, evaluate, overriddenVariation, variationsOf } from './evaluate';
import { pagePayloadOnce } from './page-payload';

/** Local storage: the `experiment:id` pairs whose exposure this browser has recorded. */
export const EXPOSURES_SEEN_KEY = 'experiments.exposures';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function seen(store: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(EXPOSURES_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

const inFlight = new Set<string>();

async function exposeOnce(key: string, id: string, variation: string): Promise<void> {
  const store = storage();
  const mark = `${key}:${id}`;
  if (inFlight.has(mark) || seen(store).includes(mark)) return;
  inFlight.add(mark);
  try {
    await recordExposure(key, variation);
    try {
      store?.setItem(EXPOSURES_SEEN_KEY, JSON.stringify([...seen(store), mark].slice(-200)));
    } catch {
      // Storage full or refused: the server's record still keeps the exposure (and its event) to one.
    }
  } finally {
    inFlight.delete(mark);
  }
}

const noSubscription = () => () => {};
const inBrowser = () => true;
const whileHydrating = () => false;

/** The answer known at once: the local override, or the server's evaluation the payload carries; else undefined. */
function answerOf(payload: ExperimentsPayload, key: string): Evaluation | undefined {
  const store = storage();
  const assignments = payload.assignments;
  const known = assignments?.[key];
  const variations = [controlOf(payload, key), ...(known ? [known.variation] : [])];
  const forced = overriddenVariation(store, key, variationsOf(payload, key).concat(variations));
  if (forced !== undefined) return { variation: forced, inExperiment: false };
  if (known) return { variation: known.variation, inExperiment: known.in_experiment };
  // The server evaluated every experiment it has: one it lacks is no experiment (no variation).
  if (assignments && !(key in payload.features)) return { variation: '', inExperiment: false };
  return undefined;
}

export function useExperiment(key: string): { variation: string; ready: boolean } {
  // The page's own payload seeds the query (no request); none while hydrating the server's render, so the hydrated
  // markup is the server's, then the variation at once.
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, whileHydrating);
  const { data: cached } = useQuery({
    queryKey: EXPERIMENTS_QUERY_KEY,
    queryFn: getExperiments,
    staleTime: Infinity,
    initialData: pagePayloadOnce,
  });
  const data = hydrated ? cached : undefined;
  const immediate = useMemo(() => (data ? answerOf(data, key) : undefined), [data, key]);
  const [evaluation, setEvaluation] = useState<Evaluation & { for: unknown }>();

  useEffect(() => {
    if (!data) return;
    if (immediate) {
      if (immediate.inExperiment) {
        void exposeOnce(key, data.attributes.id, immediate.variation).catch(() => {});
      }
      return;
    }
    // A payload without the server's evaluation: the SDK evaluates it here.
    let live = true;
    void evaluate(data, key, storage()).then((result) => {
      if (!live) return;
      setEvaluation({ ...result, for: data });
      if (result.inExperiment) void exposeOnce(key, data.attributes.id, result.variation).catch(() => {});
    });
    return () => {
      live = false;
    };
  }, [data, immediate, key]);

  if (immediate) return { variation: immediate.variation, ready: true };
  const ready = evaluation !== undefined && evaluation.for === data;
  return { variation: ready ? evaluation.variation : controlOf(data, key), ready };
}
