// GET /api/v2/occasion_preference_options/?is_vegan=true...: the items offered for each occasion, filtered by the
// visitor's dietary flags (so nothing that contradicts the habit or needs is offered).
import type { OccasionOptions, OccasionOptionsQuery } from '@larder/contracts/schemas/quiz-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

const PATH = '/api/v2/occasion_preference_options/';
const STALE_MS = 5 * 60_000;

export function getOccasionPreferenceOptions(flags: OccasionOptionsQuery): Promise<OccasionOptions> {
  return requestJson<OccasionOptions>({ path: PATH, query: flags });
}

export const occasionPreferenceOptionsQueryOptions = (flags: OccasionOptionsQuery) =>
  queryOptions({
    queryKey: ['quiz', 'occasion-options', flags],
    queryFn: () => getOccasionPreferenceOptions(flags),
    staleTime: STALE_MS,
  });

export function useOccasionPreferenceOptions(flags: OccasionOptionsQuery, enabled = true) {
  return useQuery({ ...occasionPreferenceOptionsQueryOptions(flags), enabled });
}
