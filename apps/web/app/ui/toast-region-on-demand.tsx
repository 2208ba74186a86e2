// The toast region on the pages that show toasts after a change (the account home, the gift card redemption), its
// code fetched with the first toast: until then React Aria's region renders nothing anyway (it portals in when the
// queue has a toast), and its code is not in the page's first load (docs/decisions/071-signed-in-page-speed.md).
// Once loaded it stays, so a toast's exit and the next ones are the region's own.
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { type ToastQueue, toasts } from './toast-queue';

const Region = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

export function ToastRegionOnDemand({ queue = toasts }: { queue?: ToastQueue }) {
  const subscribe = useCallback((changed: () => void) => queue.subscribe(changed), [queue]);
  const hasToast = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(hasToast);
  if (hasToast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Region queue={queue} />
    </Suspense>
  );
}
