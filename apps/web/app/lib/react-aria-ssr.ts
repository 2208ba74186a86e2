// React Aria's server-rendering state (`useIsSSR`, `useSSRSafeId`, `SSRProvider`), in place of its own module
// (`react-aria/dist/private/ssr/SSRProvider`, swapped by build-steps/react-aria-ssr.ts in both builds).
//
// Why: React Aria learns that hydration is over through `useSyncExternalStore` (true on the server, false in the
// browser). React reconciles such a difference after hydrating by rendering every component that asked again, at
// once and synchronously: every button, field and select of the page, in one task. On the subscriber's account home
// that task took 0.45 s on Lighthouse's phone, and Lighthouse counted it against the page (docs/decisions/070-…).
// Here the answer is the same (true while rendering on the server and while hydrating, false afterwards) and each
// component that hydrated learns it is over in a transition, which React renders in slices between other work.
// Components that mount later (client navigation, dialogs) know from their first render.
import { createElement, Fragment, type ReactNode, startTransition, useEffect, useId, useState } from 'react';

/** False on the server; in the browser, whether the first hydration has committed. */
let hydrated = false;

/** Called once the app's first render in the browser has committed (root.tsx). */
export function markHydrated(): void {
  hydrated = typeof window !== 'undefined';
}

/** True while rendering on the server or hydrating; false afterwards. */
export function useIsSSR(): boolean {
  const [isSSR, setIsSSR] = useState(() => !hydrated);
  useEffect(() => {
    if (isSSR) startTransition(() => setIsSSR(false));
  }, [isSSR]);
  return isSSR;
}

/**
 * An id that is the same on the server and while hydrating: React's `useId` under React Aria's prefix. A component
 * first rendered in the browser gets a prefix of its own random number, as React Aria's does, so two copies of the
 * library on one page cannot collide.
 */
const clientPrefix = `react-aria${String(Math.round(Math.random() * 10_000_000_000))}`;

export function useSSRSafeId(defaultId?: string): string {
  const id = useId();
  const [renderedOnServer] = useState(() => !hydrated);
  return defaultId || `${renderedOnServer ? 'react-aria' : clientPrefix}-${id}`;
}

/** React Aria's own is a no-op with React 18 and later: ids come from `useId`. */
export function SSRProvider({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
