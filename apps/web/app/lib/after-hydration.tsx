// Parts of a server-rendered page that are not rendered on the server, nor hydrated: they are rendered in the
// browser once the page has hydrated, in a transition (which React renders in slices between other work). For what
// sits below the fold of a big page, where hydrating it would be one long task before the page answers a tap
// (docs/decisions/070-…, the account home). A page reached by a link renders them at once.
import type { ReactNode } from 'react';
import { useIsSSR } from './react-aria-ssr';

export function AfterHydration({ children }: { children: ReactNode }) {
  return useIsSSR() ? null : children;
}
