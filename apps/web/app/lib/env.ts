// The web app's one reader of its public build-time settings (import.meta.env, PUBLIC_ prefix).
import { ApiOriginMessage } from '@larder/contracts/messages';

/** Validates the API origin setting with the exact messages of spec §5. */
export function readApiOrigin(env: Record<string, unknown>): string {
  const value = env.PUBLIC_API_ORIGIN;
  if (value === undefined || value === null || value === '') throw new Error(ApiOriginMessage.Missing);
  if (typeof value !== 'string') throw new Error(ApiOriginMessage.NotString);
  return value.replace(/\/+$/, '');
}

const env = import.meta.env as Record<string, unknown>;

export const publicEnv = {
  apiOrigin: readApiOrigin(env),
  clientKey: String(env.PUBLIC_CLIENT_KEY ?? ''),
  brandSlug: String(env.PUBLIC_BRAND_SLUG ?? 'larder'),
  brandName: String(env.PUBLIC_BRAND_NAME ?? 'Larder'),
  /** reCAPTCHA v3 site key; the challenge itself is switched on by the dynamic configs web.*_challenge. */
  recaptchaSiteKey: String(env.PUBLIC_RECAPTCHA_SITE_KEY ?? ''),
  recaptchaScriptUrl: String(env.PUBLIC_RECAPTCHA_SCRIPT_URL ?? 'https://www.google.com/recaptcha/api.js'),
} as const;
