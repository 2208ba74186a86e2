// The remote configuration that hides the SSO buttons in some browsers: dynamic config web.sso_hidden_user_agents
// (docs/decisions/010-sso-hidden-user-agents.md), read with GET /api/v2/dynamic_configs/?name=...
import {
  parseSsoHiddenUserAgents,
  SSO_HIDDEN_USER_AGENTS_CONFIG,
  type SsoHiddenUserAgents,
} from '@larder/contracts/schemas/dynamic-configs';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

interface DynamicConfigPage {
  results?: { name?: unknown; value?: unknown }[];
}

/** The configured substrings; null when the config is missing or malformed (an ApiError when it could not be read). */
export async function getSsoHiddenUserAgents(): Promise<SsoHiddenUserAgents | null> {
  const page = await requestJson<DynamicConfigPage>({
    path: '/api/v2/dynamic_configs/',
    query: { name: SSO_HIDDEN_USER_AGENTS_CONFIG },
  });
  const value = page.results?.find((config) => config.name === SSO_HIDDEN_USER_AGENTS_CONFIG)?.value;
  return parseSsoHiddenUserAgents(typeof value === 'string' ? value : undefined) ?? null;
}

export const ssoHiddenUserAgentsQueryOptions = () =>
  queryOptions({
    queryKey: ['dynamic-config', SSO_HIDDEN_USER_AGENTS_CONFIG],
    queryFn: getSsoHiddenUserAgents,
    staleTime: 15 * 60_000,
    retry: false,
  });
