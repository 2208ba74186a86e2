// Campaign tracking (docs/decisions/039-telemetry-in-the-browser.md): on the first visit of a browser session the utm_*
// query parameters are kept in session storage under hr_utm_data as {campaign, source, medium, term, content}; later
// visits never overwrite them, and they go with the sign-up's analytics events.
import { UTM_DATA_KEY } from '@larder/contracts/values/storage-keys';

export const CAMPAIGN_FIELDS = ['campaign', 'source', 'medium', 'term', 'content'] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type CampaignData = Record<CampaignField, string | null>;

/** The utm_* values of a query string; a parameter that is absent is null. */
export function campaignFromSearch(search: string): CampaignData {
  const params = new URLSearchParams(search);
  return Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, params.get(`utm_${field}`)])) as CampaignData;
}

/** Keeps the campaign of the session's first visit; does nothing once one is kept (or storage is unavailable). */
export function rememberFirstVisitCampaign(search: string, storage: Storage | undefined): void {
  try {
    if (!storage || storage.getItem(UTM_DATA_KEY) !== null) return;
    storage.setItem(UTM_DATA_KEY, JSON.stringify(campaignFromSearch(search)));
  } catch {
    // Storage refused (private mode, quota): campaign data is best effort.
  }
}

/** The kept campaign data, or undefined when there is none (or it is not ours). */
export function readCampaignData(storage: Storage | undefined): CampaignData | undefined {
  try {
    const raw = storage?.getItem(UTM_DATA_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const stored = value as Record<string, unknown>;
    return Object.fromEntries(
      CAMPAIGN_FIELDS.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : null]),
    ) as CampaignData;
  } catch {
    return undefined;
  }
}

/** The session storage, or undefined where there is none (prerendering) or it is blocked. */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
