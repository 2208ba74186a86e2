// The subscriber's part of the account home (`/my{product}/`): their deliveries (the next box and its editor, the
// coming weeks, the latest past boxes with their ratings), the subscription's settings, address and card, and their
// orders and credits; with the toasts their changes show. Part of the route's own code (routes/account-home.tsx);
// what is below a phone's first screen is rendered once the page has hydrated (lib/after-hydration.tsx).
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { useState } from 'react';
import { Link } from 'react-router';
import { Credits } from '../features/subscription/components/credits';
import { Deliveries } from '../features/subscription/components/deliveries';
import { ManageSubscription } from '../features/subscription/components/manage';
import { OrderHistory } from '../features/subscription/components/orders-and-credits';
import { AfterHydration } from '../lib/after-hydration';
import { publicEnv } from '../lib/env';
import { paths } from '../site-routes';
import { ToastRegion } from '../ui/toast-region';
import RateItem from './rate-item';
import { SubscriptionPayment } from './subscription-payment';
import './account-layout.css';

export interface SubscriberSectionsProps {
  view: SubscriptionView;
  /** The feature flags the route reads: `web.amount_of_food_module`, `web.delivery_rating_module`, `web.perceived_value_questions`. */
  amountOfFood: boolean;
  deliveryRating: boolean;
  askWorth: boolean;
}

export default function SubscriberSections({ view, amountOfFood, deliveryRating, askWorth }: SubscriberSectionsProps) {
  const [cardOpen, setCardOpen] = useState(false);
  return (
    // Two columns from 1024 px (issue 39): the deliveries, and beside them the settings, orders and credits.
    <div className="account-columns">
      <div className="account-columns__main">
        {view.upcoming.some((week) => week.status === 'scheduled') && (
          <p className="account-columns__menu">
            <Link to={paths.menu}>Choose from this week’s menu</Link>
          </p>
        )}
        <Deliveries
          view={view}
          pictureOrigin={publicEnv.apiOrigin}
          onUpdateCard={() => setCardOpen(true)}
          amountOfFood={amountOfFood}
          itemRating={(line) => <RateItem type={line.type} id={line.id} name={line.name} />}
          deliveryRating={deliveryRating}
          askWorth={askWorth}
        />
      </div>
      {/* Below the fold, rendered once the page has hydrated (lib/after-hydration.tsx). */}
      <AfterHydration>
        <div className="account-columns__side">
          <ManageSubscription view={view} />
          <SubscriptionPayment view={view} isCardOpen={cardOpen} onCardOpenChange={setCardOpen} />
          <OrderHistory />
          <Credits />
        </div>
      </AfterHydration>
    </div>
  );
}

/** Where the account home's toasts appear: only the subscriber's changes show any. */
export function AccountToasts() {
  return <ToastRegion />;
}
