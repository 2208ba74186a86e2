// `/`: the front door. Header (logo, "Log in" or the signed-in customer's account), a hero with one primary
// action (Take the quiz), how it works in three steps, a row of real recipes and products (chosen at build time,
// so they paint with no API call), the FAQ facts and a footer.
import { Link } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { FAQ_ENTRIES } from '../../../lib/faq';
import { paths } from '../../../site-routes';
import { AccordionRow } from '../../../ui/accordion-row';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Paragraph } from '../../../ui/paragraph';
import type { FeaturedItem } from '../model/featured-catalogue';
import { HOW_IT_WORKS, HomeText } from '../model/home-texts';
import './home.css';
import { ItemPicture } from '../../../ui/item-picture';

export interface HomePageProps {
  featured: FeaturedItem[];
  /** The signed-in customer's first name, or undefined while unknown or anonymous. */
  customerFirstName?: string | undefined;
}

export function HomePage({ featured, customerFirstName }: HomePageProps) {
  const accountLink =
    customerFirstName === undefined ? (
      <Link className="home-header__link" to={paths.login}>
        {HomeText.LogIn}
      </Link>
    ) : (
      <Link className="home-header__link" to={paths.account(publicEnv.brandSlug)}>
        {HomeText.Account}
      </Link>
    );
  return (
    <>
      <Header rightActions={accountLink} />
      <main className="home">
        <section className="home-hero" aria-labelledby="home-hero-heading">
          <Heading variant="H1" id="home-hero-heading">
            {HomeText.HeroHeading}
          </Heading>
          <Paragraph variant="lead">{HomeText.HeroLead}</Paragraph>
          <LinkButton to={paths.quizStep('intro')} size="large">
            {HomeText.TakeQuiz}
          </LinkButton>
        </section>

        <section className="home-section" aria-labelledby="home-how-heading">
          <Heading variant="H2" id="home-how-heading">
            {HomeText.HowHeading}
          </Heading>
          <ol className="home-steps">
            {HOW_IT_WORKS.map((step) => (
              <li key={step.title} className="home-steps__step">
                <Heading variant="H4" level={3}>
                  {step.title}
                </Heading>
                <Paragraph>{step.body}</Paragraph>
              </li>
            ))}
          </ol>
        </section>

        <section className="home-section" aria-labelledby="home-catalogue-heading">
          <Heading variant="H2" id="home-catalogue-heading">
            {HomeText.CatalogueHeading}
          </Heading>
          <ul className="home-catalogue">
            {featured.map((item) => (
              <li key={item.slug} className="home-catalogue__item">
                <ItemPicture
                  className="home-catalogue__picture"
                  src={`${publicEnv.apiOrigin}${item.picture}`}
                  size={64}
                />
                <span className="home-catalogue__kind">
                  {item.kind === 'recipe' ? HomeText.RecipeKind : HomeText.ProductKind}
                </span>
                <Heading variant="H5" level={3} className="home-catalogue__name">
                  <Link to={item.path}>{item.name}</Link>
                </Heading>
                <span className="home-catalogue__price">{item.price}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-section home-faq" aria-labelledby="home-faq-heading">
          <Heading variant="H2" id="home-faq-heading">
            {HomeText.FaqHeading}
          </Heading>
          {FAQ_ENTRIES.map((entry) => (
            <AccordionRow key={entry.question} title={entry.question}>
              <Paragraph>{entry.answer}</Paragraph>
            </AccordionRow>
          ))}
        </section>
      </main>
      <footer className="home-footer">
        <nav aria-label={HomeText.FooterNav}>
          <ul className="home-footer__links">
            <li>
              <Link to={paths.quizStep('intro')}>{HomeText.TakeQuiz}</Link>
            </li>
            <li>
              <Link to={paths.limitedTime}>{HomeText.Offers}</Link>
            </li>
            <li>
              <Link to={paths.gift}>{HomeText.GiftCards}</Link>
            </li>
            <li>
              <Link to={paths.login}>{HomeText.LogIn}</Link>
            </li>
          </ul>
        </nav>
        <Paragraph variant="caption">
          © {publicEnv.brandName}. {HomeText.FooterLine}
        </Paragraph>
      </footer>
    </>
  );
}
