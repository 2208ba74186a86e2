import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait up to 4 s (the library's default is 1 s): a component's first lazy import is
// transformed on demand, which takes longer than a second on a loaded two-core machine. A behaviour that never
// happens still fails, only later.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The network stand-in (test/network.ts) and any other stubbed global go back to the real ones.
  vi.unstubAllGlobals();
});
