import { SSO_HIDDEN_USER_AGENTS_CONFIG, type SsoHiddenUserAgents } from '@larder/contracts/schemas/dynamic-configs';
import type { Db } from '../db/database';
import { dynamicConfigs } from '../db/schema/dynamic-configs';

/**
 * In-app browsers where Google refuses to sign in ("disallowed_useragent") and Apple and Facebook pop-ups break:
 * Facebook, Messenger, Instagram, TikTok, Snapchat, LINE, Pinterest and Android web views.
 * docs/decisions/010-sso-hidden-user-agents.md.
 */
export const DEFAULT_SSO_HIDDEN_USER_AGENTS: SsoHiddenUserAgents = [
  'FBAN/',
  'FBAV/',
  'FB_IAB/',
  'Instagram',
  'musical_ly',
  'BytedanceWebview',
  'Snapchat',
  'Line/',
  'Pinterest/',
  '; wv)',
];

export async function seedSsoHiddenUserAgents(db: Db): Promise<void> {
  await db
    .insert(dynamicConfigs)
    .values({ name: SSO_HIDDEN_USER_AGENTS_CONFIG, value: JSON.stringify(DEFAULT_SSO_HIDDEN_USER_AGENTS) })
    .onConflictDoNothing({ target: dynamicConfigs.name });
}
