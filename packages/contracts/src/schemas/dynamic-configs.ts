// GET /api/v2/dynamic_configs/ (docs/decisions/014-dynamic-configs-and-promos.md): query, page shape, and the
// remote configuration that hides the SSO buttons for some browsers (docs/decisions/010-sso-hidden-user-agents.md).
import { z } from 'zod';
import { DYNAMIC_CONFIG_LIMIT } from '../values/limits';
import { freeText } from './free-text';
import { commaListParam, wholeNumberParam } from './query-params';

export const DYNAMIC_CONFIG_NAME_MAX_LENGTH = 200;
export const DYNAMIC_CONFIG_VALUE_MAX_LENGTH = 10_000;
/** Offsets past this are refused (400) rather than handed to the database. */
export const DYNAMIC_CONFIG_MAX_OFFSET = 1_000_000;

export const DynamicConfig = z.object({ name: z.string(), value: z.string() });
export type DynamicConfig = z.infer<typeof DynamicConfig>;

export const DynamicConfigName = freeText({
  max: DYNAMIC_CONFIG_NAME_MAX_LENGTH,
  required: 'Enter a config name.',
  tooLong: `A config name has at most ${DYNAMIC_CONFIG_NAME_MAX_LENGTH} characters.`,
});

export const DynamicConfigListQuery = z.object({
  name: DynamicConfigName.optional(),
  /** Comma-separated names; empty items are ignored, at least one name is required. */
  name__in: commaListParam(DynamicConfigName, {
    max: DYNAMIC_CONFIG_LIMIT,
    noun: 'config name',
    nouns: 'config names',
  }),
  limit: wholeNumberParam(1, DYNAMIC_CONFIG_LIMIT, DYNAMIC_CONFIG_LIMIT),
  offset: wholeNumberParam(0, DYNAMIC_CONFIG_MAX_OFFSET, 0),
});
export type DynamicConfigListQuery = z.input<typeof DynamicConfigListQuery>;

/** A page of configs, as Django REST framework's limit/offset pagination answers it. */
export const DynamicConfigPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(DynamicConfig),
});
export type DynamicConfigPage = z.infer<typeof DynamicConfigPage>;

/**
 * Dynamic config whose value is a JSON array of case-insensitive substrings of a user agent. The storefront hides
 * the Google, Apple and Facebook buttons when its `navigator.userAgent` contains any of them (in-app browsers,
 * where the providers refuse to sign in). Plain substrings, not regular expressions: a bad entry cannot break
 * or stall the page.
 */
export const SSO_HIDDEN_USER_AGENTS_CONFIG = 'web.sso_hidden_user_agents';

export const SsoHiddenUserAgents = z.array(z.string().trim().min(2).max(200)).max(200);
export type SsoHiddenUserAgents = z.infer<typeof SsoHiddenUserAgents>;

/** Parses the config's value; a missing or malformed value hides nothing (and the caller logs it). */
export function parseSsoHiddenUserAgents(value: string | undefined): SsoHiddenUserAgents | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = SsoHiddenUserAgents.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function ssoHiddenFor(userAgent: string, patterns: readonly string[]): boolean {
  const agent = userAgent.toLowerCase();
  return patterns.some((pattern) => agent.includes(pattern.toLowerCase()));
}
