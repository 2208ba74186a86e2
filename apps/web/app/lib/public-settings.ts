// The web app's one reader of its public run-time settings (provider ids and scripts, telemetry keys and collectors,
// the reCAPTCHA key, the client key: @larder/contracts/values/public-settings). The API process reads them at start
// and serves them in every document's `<meta name="larder-settings">` (root.tsx renders it; for a prerendered page
// the API fills the build's in as it serves it: apps/api/src/web/public-settings.ts), so no build depends on them.
// In render, `usePublicSettings()`: the server renders with the API's (app/entry.server.tsx), the browser hydrates
// with the document's, the same. Outside render (effects, handlers, the API client), `publicSettings()`.
import {
  defaultPublicSettings,
  PUBLIC_SETTINGS_META,
  type PublicSettings,
  parsePublicSettings,
  type ResolvedPublicSettings,
  resolvePublicSettings,
} from '@larder/contracts/values/public-settings';
import { createContext, useContext } from 'react';
import { publicEnv } from './env';

/** What a page is prerendered with, and what a document without the meta (a static host's copy) gets. */
export const DEFAULT_SETTINGS: PublicSettings = defaultPublicSettings(publicEnv.brandSlug);

/** The settings this document was served with (its meta's); the defaults on the server and at build time. */
function documentSettings(): PublicSettings {
  if (typeof document === 'undefined') return DEFAULT_SETTINGS;
  const meta = document.querySelector(`meta[name="${PUBLIC_SETTINGS_META}"]`);
  return parsePublicSettings(meta?.getAttribute('content'), DEFAULT_SETTINGS);
}

const served = documentSettings();
const resolved = resolvePublicSettings(served, publicEnv.callOrigin);

/** The settings a render uses: the API process provides its own when it renders a page (entry.server.tsx). */
export const PublicSettingsContext = createContext<PublicSettings>(served);

/** In render: the settings the page is rendered with, the same on the server and at hydration. */
export function usePublicSettings(): PublicSettings {
  return useContext(PublicSettingsContext);
}

/** Outside render (effects, handlers, the API client): this document's settings, collectors on the call origin. */
export function publicSettings(): ResolvedPublicSettings {
  return resolved;
}
