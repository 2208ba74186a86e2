import '@testing-library/jest-dom/vitest';
import { PUBLIC_SETTINGS_META } from '@larder/contracts/values/public-settings';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait up to 4 s (the library's default is 1 s): a component's first lazy import is
// transformed on demand, which takes longer than a second on a loaded two-core machine. A behaviour that never
// happens still fails, only later.
configure({ asyncUtilTimeout: 4_000 });

// The document's served settings (lib/public-settings.ts), as a server with telemetry off serves them: by default a
// page loads the analytics and log SDKs, which would reach for the network and wrap the console in every rendering
// test. The settings' own tests (lib/public-settings.test.ts) run in their own module graph with their own meta.
if (!document.querySelector(`meta[name="${PUBLIC_SETTINGS_META}"]`)) {
  const meta = document.createElement('meta');
  meta.name = PUBLIC_SETTINGS_META;
  meta.content = JSON.stringify({ analyticsWriteKey: '', logClientToken: '' });
  document.head.append(meta);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The network stand-in (test/network.ts) and any other stubbed global go back to the real ones.
  vi.unstubAllGlobals();
});
