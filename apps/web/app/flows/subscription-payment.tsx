// Where and how the weekly boxes are delivered and paid (issue 16): the address, and the card, replaced through the payment provider (the test
// provider's own form with its bank confirmation step, or Stripe's Payment Element). The server puts every unpaid box
// on the new card and charges a failed payment again at once; a banner on the account home leads here.
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { lazy, Suspense, useState } from 'react';
import { DeliveryAddress } from '../features/checkout/components/delivery-address';
import { CheckoutText } from '../features/checkout/model/checkout-texts';
import { CardText, ManageText } from '../features/subscription/model/texts';
import { useOpenedOnce } from '../lib/use-opened-once';
import { Button } from '../ui/button';
import { Heading } from '../ui/heading';
import { Paragraph } from '../ui/paragraph';

// The two dialogs' code (the address form and its checks, the card forms) loads when each is first opened.
const AddressChange = lazy(() =>
  import('./subscription-address').then((module) => ({ default: module.AddressChange })),
);
const CardUpdate = lazy(() => import('./card-update'));

/** The subscription's address ("Change address") and card, with "Update card" (the failed-payment banner opens the same dialog). */
export function SubscriptionPayment({
  view,
  isCardOpen,
  onCardOpenChange,
}: {
  view: SubscriptionView;
  isCardOpen: boolean;
  onCardOpenChange: (open: boolean) => void;
}) {
  const [addressOpen, setAddressOpen] = useState(false);
  const addressOpened = useOpenedOnce(addressOpen);
  const cardOpened = useOpenedOnce(isCardOpen);
  return (
    <section className="manage__details" aria-label={ManageText.Card}>
      {view.shipping && (
        <div>
          <Heading variant="H5" level={3}>
            {ManageText.DeliveringTo}
          </Heading>
          <DeliveryAddress shipping={view.shipping} />
          <Button size="small" prominence="secondary" onClick={() => setAddressOpen(true)}>
            {ManageText.ChangeAddress}
          </Button>
          {addressOpened && (
            <Suspense fallback={null}>
              <AddressChange view={view} isOpen={addressOpen} onOpenChange={setAddressOpen} />
            </Suspense>
          )}
        </div>
      )}
      <div>
        <Heading variant="H5" level={3}>
          {ManageText.Card}
        </Heading>
        {view.card && (
          <Paragraph>
            {CheckoutText.savedCard(view.card.brand, view.card.last4, view.card.exp_month, view.card.exp_year)}
          </Paragraph>
        )}
        <Button size="small" prominence="secondary" onClick={() => onCardOpenChange(true)}>
          {CardText.UpdateCard}
        </Button>
      </div>
      {cardOpened && (
        <Suspense fallback={null}>
          <CardUpdate view={view} isOpen={isCardOpen} onOpenChange={onCardOpenChange} />
        </Suspense>
      )}
    </section>
  );
}
