// useExperiment(key, onFirstExposure): the visitor's variation of an experiment (issue 40; decision 220). The payload
// comes from GET /api/v2/experiments/ (TanStack Query), the SDK evaluates it after it loads; until then `ready` is
// false and the variation is the control. An enrolled visitor's first exposure is recorded on the server (which keeps
// one per visitor and experiment) and reported through `onFirstExposure` once: remembered in local storage, and only
// when the server says it was new. With enrollment off everyone sees the control and nothing is sent.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EXPERIMENTS_QUERY_KEY, getExperiments, recordExposure } from '../api/experiments-api';
import { controlOf, type Evaluation, evaluate } from './evaluate';

/** Local storage: the `experiment:id` pairs whose exposure this browser has recorded. */
export const EXPOSURES_SEEN_KEY = 'experiments.exposures';

export type ExposureReport = (exposure: { experiment_id: string; variation_id: string }) => unknown;

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

async function exposeOnce(key: string, id: string, variation: string, report: ExposureReport): Promise<void> {
  const store = storage();
  const mark = `${key}:${id}`;
  if (inFlight.has(mark) || seen(store).includes(mark)) return;
  inFlight.add(mark);
  try {
    const answer = await recordExposure(key, variation);
    try {
      store?.setItem(EXPOSURES_SEEN_KEY, JSON.stringify([...seen(store), mark].slice(-200)));
    } catch {
      // Storage full or refused: the server's record still keeps the event to one.
    }
    if (answer.recorded) await report({ experiment_id: key, variation_id: answer.variation });
  } finally {
    inFlight.delete(mark);
  }
}

export function useExperiment(key: string, onFirstExposure: ExposureReport): { variation: string; ready: boolean } {
  const { data } = useQuery({ queryKey: EXPERIMENTS_QUERY_KEY, queryFn: getExperiments, staleTime: Infinity });
  const [evaluation, setEvaluation] = useState<Evaluation & { for: unknown }>();

  useEffect(() => {
    if (!data) return;
    let live = true;
    void evaluate(data, key, storage()).then((result) => {
      if (!live) return;
      setEvaluation({ ...result, for: data });
      if (result.inExperiment)
        void exposeOnce(key, data.attributes.id, result.variation, onFirstExposure).catch(() => {});
    });
    return () => {
      live = false;
    };
  }, [data, key, onFirstExposure]);

  const ready = evaluation !== undefined && evaluation.for === data;
  return { variation: ready ? evaluation.variation : controlOf(data, key), ready };
}
