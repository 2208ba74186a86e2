// Which promo code the sign-up page shows: the page's own `promo_code` query parameter, else the one the visitor
// landed with earlier in this browser session, else the default offer (dynamic config web.default_promo_code).
import { DEFAULT_PROMO_CODE_CONFIG } from '@larder/contracts/values/dynamic-configs';
import { LANDING_PROMO_CODE_KEY } from '@larder/contracts/values/storage-keys';
import { useQuery } from '@tanstack/react-query';
import { ApiError, requestJson } from '../../../lib/request';

// The rule of the API's PromoCode schema (trimmed, 1 to PROMO_CODE_MAX_LENGTH characters), without loading zod.
const PROMO_CODE_MAX_LENGTH = 64;

function validCode(value: string | null | undefined): string | undefined {
  const code = value?.trim() ?? '';
  return code.length > 0 && code.length <= PROMO_CODE_MAX_LENGTH ? code : undefined;
}

/** Keeps the promo code of a landing URL for the rest of the browser session. */
export function rememberPromoCode(search: string): void {
  const code = validCode(new URLSearchParams(search).get('promo_code'));
  if (!code) return;
  try {
    sessionStorage.setItem(LANDING_PROMO_CODE_KEY, code);
  } catch {
    // Storage can be unavailable (private modes, quotas): the code then lasts for this page only.
  }
}

/**
 * Keeps the code of a limited-time offer's landing page (`/limited-time/<code>/`) for the sign-up promo line and
 * checkout. The first landing of the session wins, as campaign data does: a later landing does not replace it.
 */
export function rememberLandingPromoCode(value: string): void {
  const code = validCode(value);
  if (!code || rememberedPromoCode() !== undefined) return;
  try {
    sessionStorage.setItem(LANDING_PROMO_CODE_KEY, code);
  } catch {
    // Storage can be unavailable: the offer then shows only on this page.
  }
}

export function rememberedPromoCode(): string | undefined {
  try {
    return validCode(sessionStorage.getItem(LANDING_PROMO_CODE_KEY));
  } catch {
    return undefined;
  }
}

interface ConfigPage {
  results?: { name: string; value: string }[];
}

/** The default offer's code; undefined when it is not set, or the config did not answer 200. */
export async function getDefaultPromoCode(): Promise<string | undefined> {
  let page: ConfigPage;
  try {
    page = await requestJson<ConfigPage>({
      path: '/api/v2/dynamic_configs/',
      query: { name: DEFAULT_PROMO_CODE_CONFIG },
    });
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
  return validCode(page.results?.find((config) => config.name === DEFAULT_PROMO_CODE_CONFIG)?.value);
}

export interface PromoCodeChoice {
  /** The code to show; undefined until known, or when there is none. */
  code: string | undefined;
  /** Whether the choice is still being made (query string not read yet, or the default offer's config in flight). */
  pending: boolean;
}

/** The code to show for a page whose query string is `search` (undefined before hydration). */
export function usePromoCode(search: string | undefined): PromoCodeChoice {
  const fromPage =
    search === undefined
      ? undefined
      : (validCode(new URLSearchParams(search).get('promo_code')) ?? rememberedPromoCode());
  const fallback = useQuery({
    queryKey: ['config', DEFAULT_PROMO_CODE_CONFIG],
    queryFn: getDefaultPromoCode,
    enabled: search !== undefined && fromPage === undefined,
    staleTime: 15 * 60 * 1000,
    retry: false,
  });
  if (fromPage !== undefined) return { code: fromPage, pending: false };
  return { code: fallback.data, pending: search === undefined || fallback.isPending };
}
