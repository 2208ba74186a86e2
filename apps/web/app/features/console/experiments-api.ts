// The console's calls for experiments (issue 40; decision 220).
import type { Experiment, ExperimentResults } from '@larder/contracts/schemas/experiments';
import { requestJson } from '../../lib/request';

export const experimentsKey = ['console', 'experiments'] as const;

export function fetchExperiments() {
  return requestJson<{ results: Experiment[] }>({ path: '/api/admin/experiments/' });
}

export function fetchExperimentResults(key: string) {
  return requestJson<ExperimentResults>({ path: `/api/admin/experiments/${encodeURIComponent(key)}/results/` });
}

export function setExperimentStatus(key: string, body: { status: 'running' | 'stopped'; winner?: string }) {
  return requestJson<Experiment>({
    method: 'PUT',
    path: `/api/admin/experiments/${encodeURIComponent(key)}/status/`,
    body,
  });
}
