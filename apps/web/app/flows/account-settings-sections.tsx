// The account home's sections below its deliveries: the subscription's settings (day, pause, cancel), its address and
// card, the orders, the credits and the rewards points. Their own chunk (docs/decisions/071-…): never on a phone's first screen, rendered
// once the page has hydrated (lib/after-hydration.tsx), so their code (React Aria's selects among it) loads then and
// not with the page.
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { RewardsPoints } from '../features/rewards/components/rewards-points';
import { Credits } from '../features/subscription/components/credits';
import { ManageSubscription } from '../features/subscription/components/manage';
import { OrderHistory } from '../features/subscription/components/orders-and-credits';
import { SubscriptionPayment } from './subscription-payment';

export interface AccountSettingsSectionsProps {
  view: SubscriptionView;
  isCardOpen: boolean;
  onCardOpenChange: (open: boolean) => void;
}

export default function AccountSettingsSections({ view, isCardOpen, onCardOpenChange }: AccountSettingsSectionsProps) {
  return (
    <>
      <ManageSubscription view={view} />
      <SubscriptionPayment view={view} isCardOpen={isCardOpen} onCardOpenChange={onCardOpenChange} />
      <OrderHistory />
      <Credits />
      <RewardsPoints />
    </>
  );
}
