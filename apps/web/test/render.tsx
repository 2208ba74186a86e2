// The one way web component tests render: inside a QueryClientProvider with a real QueryClient that has the app's
// defaults (lib/query-client), fresh for each render unless a test passes its own, and inside a MemoryRouter at
// `at` when the component needs a router.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/lib/query-client';

export interface RenderAppOptions {
  /** The query client to share between renders; a fresh one with the app's defaults otherwise. */
  client?: QueryClient;
  /** Renders inside a MemoryRouter at this address. */
  at?: string;
}

function TestProviders({ client, at, children }: { client: QueryClient; at?: string; children: ReactNode }) {
  const routed = at === undefined ? children : <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>;
  return <QueryClientProvider client={client}>{routed}</QueryClientProvider>;
}

/** A wrapper for `render` or `renderHook`: the query client, and the router when `at` is given. */
export function appWrapper({ client = createQueryClient(), at }: RenderAppOptions = {}) {
  return ({ children }: { children: ReactNode }) => (
    <TestProviders client={client} at={at}>
      {children}
    </TestProviders>
  );
}

export function renderApp(ui: ReactElement, options: RenderAppOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { client, at, ...rest } = options;
  return render(ui, { ...rest, wrapper: appWrapper({ client, at }) });
}
