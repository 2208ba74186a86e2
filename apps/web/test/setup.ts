import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The network stand-in (test/network.ts) and any other stubbed global go back to the real ones.
  vi.unstubAllGlobals();
});
