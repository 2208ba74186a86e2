// `/limited-time/` lists the current public offers; `/limited-time/<code>/` is one code's campaign landing: what it
// takes off, its dates, the free gift, and Claim offer (the quiz, or the plan when signed in). Visiting a live
// code's landing remembers it for the sign-up promo line and checkout (first landing wins). An unknown, expired or
// disabled or private code gets a friendly page with the default offer (the server answers 404 for all of them).
import type { PromoData } from '@larder/contracts/schemas/promos';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../site-routes';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Paragraph } from '../../../ui/paragraph';
import { usePromoData } from '../api/get-promo-data';
import { usePublicOffer } from '../api/get-public-offer';
import { listPublicOffers } from '../api/list-public-offers';
import { OfferText, offerDates, offerDeliveries, offerHeadline } from '../model/offer-texts';
import { getDefaultPromoCode, rememberLandingPromoCode } from '../model/promo-code';
import './limited-time.css';

export interface LimitedTimePageProps {
  /** The code of the URL (`/limited-time/<code>/`), undefined for the list, null until the URL is known. */
  code: string | undefined | null;
  signedIn: boolean;
}

function OfferCard({ offer, claimTo }: { offer: PromoData; claimTo: string }) {
  return (
    <article className="offer-card" aria-labelledby={`offer-${offer.promo_code}`}>
      <Heading variant="H3" level={2} id={`offer-${offer.promo_code}`}>
        {offerHeadline(offer)}
      </Heading>
      <Paragraph>
        {offer.terms}. {offerDeliveries(offer)} {offerDates(offer)}
      </Paragraph>
      <Paragraph variant="caption">Code {offer.promo_code}</Paragraph>
      <LinkButton to={claimTo}>{OfferText.Claim}</LinkButton>
    </article>
  );
}

function OfferList() {
  const offers = useQuery({ queryKey: ['offers', 'public'], queryFn: listPublicOffers, staleTime: 60_000 });
  return (
    <>
      <Heading variant="H1">{OfferText.ListHeading}</Heading>
      <Paragraph variant="lead">{OfferText.ListLead}</Paragraph>
      {offers.data && offers.data.length === 0 && <Paragraph>{OfferText.ListEmpty}</Paragraph>}
      <div className="offer-list" aria-busy={offers.isPending || undefined}>
        {offers.data?.map((offer) => (
          <OfferCard
            key={offer.promo_code}
            offer={offer}
            claimTo={`${paths.limitedTime}${encodeURIComponent(offer.promo_code)}/`}
          />
        ))}
      </div>
    </>
  );
}

function Unavailable({ claimTo }: { claimTo: string }) {
  const fallbackCode = useQuery({ queryKey: ['offers', 'default'], queryFn: getDefaultPromoCode, retry: false });
  const fallback = usePromoData(fallbackCode.data ? { promoCode: fallbackCode.data } : undefined);
  return (
    <>
      <Heading variant="H1">{OfferText.Unavailable}</Heading>
      <Paragraph variant="lead">{OfferText.UnavailableLead}</Paragraph>
      <section className="offer-landing__offer" aria-label="Our current offer">
        <Heading variant="H3" level={2}>
          {fallback.data ? offerHeadline(fallback.data) : OfferText.DefaultOffer}
        </Heading>
        <Paragraph>{OfferText.FreeGift}</Paragraph>
        <LinkButton to={claimTo} size="large">
          {OfferText.Claim}
        </LinkButton>
      </section>
      <p>
        <Link to={paths.limitedTime}>{OfferText.SeeAll}</Link>
      </p>
    </>
  );
}

function Landing({ code, claimTo }: { code: string; claimTo: string }) {
  const promo = usePublicOffer(code);
  useEffect(() => {
    if (promo.data) rememberLandingPromoCode(promo.data.promo_code);
  }, [promo.data]);
  if (promo.isPending) return <Heading variant="H1">{OfferText.LandingHeading}</Heading>;
  if (!promo.data) return <Unavailable claimTo={claimTo} />;
  const offer = promo.data;
  return (
    <>
      <Heading variant="H1">{offerHeadline(offer)}</Heading>
      <Paragraph variant="lead">
        {offer.terms}. {offerDeliveries(offer)} {offerDates(offer)}
      </Paragraph>
      <section className="offer-landing__offer" aria-labelledby="offer-gift-heading">
        <Heading variant="H3" level={2} id="offer-gift-heading">
          {OfferText.LandingHeading}
        </Heading>
        <Paragraph>{OfferText.FreeGift}</Paragraph>
        <Paragraph variant="caption">Code {offer.promo_code}</Paragraph>
        <LinkButton to={claimTo} size="large">
          {OfferText.Claim}
        </LinkButton>
      </section>
    </>
  );
}

export function LimitedTimePage({ code, signedIn }: LimitedTimePageProps) {
  const claimTo = signedIn ? paths.plan : paths.quizStep('intro');
  return (
    <>
      <Header />
      <main className="page page--narrow offer-page" aria-busy={code === null || undefined}>
        {code === null ? (
          <Heading variant="H1">{OfferText.ListHeading}</Heading>
        ) : code === undefined ? (
          <OfferList />
        ) : (
          <Landing code={code} claimTo={claimTo} />
        )}
      </main>
    </>
  );
}
