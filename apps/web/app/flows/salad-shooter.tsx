// The salad shooter's strip (issue 40) where a subscriber's open week shows: the account home's next box
// (account-sections.tsx) and the subscriber's plan (routes/plan.tsx). Shown when useSaladShooterOn() says so, for a
// week whose box can still change; a tap's answer goes into the subscription, so the box's figures and the next
// charge are the server's at once.
import type { Order } from '@larder/contracts/schemas/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { applyOrderChange } from '../features/subscription/api/subscription-client';
import { publicEnv } from '../lib/env';
import { useSaladShooterOn } from './use-salad-shooter';

// The strip's code is fetched only where it shows: most visitors are not in the experiment's `on` variation, and the
// account home's first load is within 150 kB (docs/decisions/071-signed-in-page-speed.md).
const SaladShooterStrip = lazy(() =>
  import('../features/salad-shooter/components/salad-shooter-strip').then((module) => ({
    default: module.SaladShooterStrip,
  })),
);

export function SaladShooter({ order }: { order: Order | undefined }) {
  const on = useSaladShooterOn();
  const queryClient = useQueryClient();
  if (!on || !order || order.status !== 'scheduled' || !order.can_edit) return null;
  return (
    <Suspense fallback={null}>
      <SaladShooterStrip
        key={order.id}
        order={order}
        pictureOrigin={publicEnv.apiOrigin}
        onOrder={(changed) => applyOrderChange(queryClient, changed)}
      />
    </Suspense>
  );
}
