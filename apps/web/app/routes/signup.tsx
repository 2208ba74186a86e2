import { DEFAULT_OFFER } from '@larder/contracts/values/dynamic-configs';
import { SignupPage } from '../features/account-access/components/signup-page';
import { isRedeemDestination, safeNext } from '../features/account-access/model/destination';
import { usePromoData } from '../features/promo/api/get-promo-data';
import { usePromoCode } from '../features/promo/model/promo-code';
import { useAccountAccess } from '../flows/use-account-access';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';

export const meta = () => [
  { title: pageTitle('Sign up') },
  { name: 'description', content: 'Create your account and claim your free gift.' },
];

export default function SignupRoute() {
  const search = usePageSearch();
  const next =
    search === undefined ? undefined : safeNext(new URLSearchParams(search).get('next'), window.location.origin);
  const redeemNext = isRedeemDestination(next) ? next : undefined;
  const choice = usePromoCode(redeemNext ? undefined : search);
  const promo = usePromoData(choice.code ? { promoCode: choice.code } : undefined);
  // The prerendered page shows the seeded default offer, its largest element; that text stays while the page works
  // out its offer, unless the visitor brought another code (docs/decisions/070-page-speed.md).
  const defaultOfferStands = !redeemNext && promo.isPending && (choice.pending || choice.code === DEFAULT_OFFER.code);
  const access = useAccountAccess({ next, ready: search !== undefined });

  return (
    <SignupPage
      redeemNext={redeemNext}
      discountEffect={promo.data?.discount_effect ?? (defaultOfferStands ? DEFAULT_OFFER.discountEffect : undefined)}
      ssoButtons={access.ssoButtons}
      onSignedUp={access.signedUp}
      onUnknownError={access.onUnknownError}
    />
  );
}
