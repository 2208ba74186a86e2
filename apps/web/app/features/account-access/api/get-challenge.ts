// Whether the sign-up (or login) form needs a captcha: the dynamic config web.signup_challenge
// (web.login_challenge) set to 'recaptcha' (docs/decisions/015-captcha-verdicts.md). Anything else, or a failed
// call, means no challenge here; the server decides for itself and fails closed.
import type { ChallengeFlag } from '@larder/contracts/values/dynamic-configs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, requestJson } from '../../../lib/request';

export type Challenge = 'recaptcha' | 'none';

interface DynamicConfigPage {
  results?: { name: string; value: string }[];
}

export async function getChallenge(flag: ChallengeFlag): Promise<Challenge> {
  let page: DynamicConfigPage;
  try {
    page = await requestJson<DynamicConfigPage>({ path: '/api/v2/dynamic_configs/', query: { name: flag } });
  } catch (error) {
    if (error instanceof ApiError) return 'none';
    throw error;
  }
  const value = page.results?.find((config) => config.name === flag)?.value;
  return value === 'recaptcha' ? 'recaptcha' : 'none';
}

export const challengeQueryOptions = (flag: ChallengeFlag) =>
  queryOptions({ queryKey: ['challenge', flag], queryFn: () => getChallenge(flag), staleTime: 60_000, retry: false });

export function useChallenge(flag: ChallengeFlag) {
  return useQuery(challengeQueryOptions(flag));
}
