import type { SubscriptionView } from '@larder/contracts/schemas/subscription';

/** What every dialog of the subscription's settings (cancel, address, card) is given: the subscription, and its open state. */
export interface SubscriptionDialogProps {
  view: SubscriptionView;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}
