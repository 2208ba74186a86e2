// The storefront's experiments calls (issue 40; decision 220): GET /api/v2/experiments/ (the SDK's features payload
// and the id it hashes; the API sets the larder_anon cookie) and POST /api/v2/experiments/exposures/ (201 recorded
// now, 200 recorded before).
import type { ExperimentsPayload, ExposureAnswer } from '@larder/contracts/schemas/experiments';
import { requestJson } from '../../../lib/request';

export const EXPERIMENTS_QUERY_KEY = ['experiments'] as const;

export function getExperiments(): Promise<ExperimentsPayload> {
  return requestJson<ExperimentsPayload>({ path: '/api/v2/experiments/' });
}

export function recordExposure(experiment: string, variation: string): Promise<ExposureAnswer> {
  return requestJson<ExposureAnswer>(
    { path: '/api/v2/experiments/exposures/', method: 'POST', body: { experiment, variation } },
    { expect: [200, 201] },
  );
}
