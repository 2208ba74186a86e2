// `/limited-time/` and `/limited-time/<code>/` (one prerendered page: the code is read from the URL once hydrated,
// since prerendering sees only the list's path).
import { useParams } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { LimitedTimePage } from '../features/promo/components/limited-time-page';
import { OfferText } from '../features/promo/model/offer-texts';
import { pageTitle } from '../lib/page-title';
import { useHydrated } from '../lib/use-hydrated';

export const meta = () => [{ title: pageTitle(OfferText.ListHeading) }];

export default function LimitedTimeRoute() {
  const hydrated = useHydrated();
  const splat = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const auth = useAuthState();
  const code = !hydrated ? null : splat === '' ? undefined : decodeURIComponent(splat.split('/')[0] ?? '');
  return <LimitedTimePage code={code} signedIn={auth.status === 'authenticated'} />;
}
