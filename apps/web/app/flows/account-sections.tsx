// The subscriber's part of the account home (`/my{product}/`): their deliveries (the next box and its editor, the
// coming weeks, the latest past boxes with their ratings), the subscription's settings, address and card, and their
// orders and credits; with the toasts their changes show. Part of the route's own code (routes/account-home.tsx);
// what is below a phone's first screen is rendered once the page has hydrated (lib/after-hydration.tsx).
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Deliveries } from '../features/subscription/components/deliveries';
import type { RatingLink } from '../features/subscription/model/rating-link';
import { AfterHydration } from '../lib/after-hydration';
import { publicEnv } from '../lib/env';
import { paths } from '../site-routes';
import { ToastRegionOnDemand } from '../ui/toast-region-on-demand';
import RateItem from './rate-item';
import { SaladShooter } from './salad-shooter';
import './account-layout.css';

// The settings, address and card, orders and credits: below the fold, their own chunk, loaded once the page has
// hydrated (docs/decisions/071-…: the account home's first load).
const AccountSettingsSections = lazy(() => import('./account-settings-sections'));

export interface SubscriberSectionsProps {
  view: SubscriptionView;
  /** The feature flags the route reads: `web.amount_of_food_module`, `web.delivery_rating_module`, `web.perceived_value_questions`. */
  amountOfFood: boolean;
  deliveryRating: boolean;
  askWorth: boolean;
  /** The delivered email's link to one box's rating (`?rate=<orderId>&stars=<n>`), when the page was opened from it. */
  ratingLink?: RatingLink | null;
}

export default function SubscriberSections({
  view,
  amountOfFood,
  deliveryRating,
  askWorth,
  ratingLink = null,
}: SubscriberSectionsProps) {
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
          ratingLink={ratingLink}
          nextBoxExtra={(order) => <SaladShooter order={order} />}
        />
      </div>
      {/* Below the fold, rendered once the page has hydrated (lib/after-hydration.tsx) and its code has loaded. */}
      <AfterHydration>
        <div className="account-columns__side">
          <Suspense fallback={null}>
            <AccountSettingsSections view={view} isCardOpen={cardOpen} onCardOpenChange={setCardOpen} />
          </Suspense>
        </div>
      </AfterHydration>
    </div>
  );
}

/** Where the account home's toasts appear: only the subscriber's changes show any. */
export function AccountToasts() {
  return <ToastRegionOnDemand />;
}
