// A recipe or product page: picture, name, description, facts, price, badges, ingredients or "Used in", numbered
// steps, nutrition per serving, tags, and (signed in) the customer's thumbs, why it is in the plan and what it breaks of
// the customer's rules.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import type { CataloguePage, LinkedItem } from '../model/catalogue-page';
import './catalogue-page.css';

export interface CataloguePageViewProps {
  page: CataloguePage;
  /** Signed-in extras: the plan's reason and hard-rule warnings (flows/use-item-for-customer.ts). */
  personal?: ReactNode;
  /** Signed-in only: the customer's thumbs on this item (loaded after hydration). */
  rating?: ReactNode;
}

function ItemList({ items, label }: { items: LinkedItem[]; label: string }) {
  return (
    <ul className="catalogue-page__items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="catalogue-page__item">
          <img src={`${publicEnv.apiOrigin}${item.picture}`} alt="" width={40} height={40} loading="lazy" />
          <Link to={item.path}>{item.name}</Link>
          <span className="catalogue-page__item-price">{item.price}</span>
        </li>
      ))}
    </ul>
  );
}

export function CataloguePageView({ page, personal, rating }: CataloguePageViewProps) {
  const isRecipe = page.kind === 'recipe';
  return (
    <>
      <Header />
      <main className="page catalogue-page">
        <div className="catalogue-page__intro">
          <img
            className="catalogue-page__picture"
            src={`${publicEnv.apiOrigin}${page.picture}`}
            alt={page.pictureAlt}
            width={160}
            height={160}
            fetchPriority="high"
          />
          <div>
            <Heading variant="H1" level={1}>
              {page.name}
            </Heading>
            <Paragraph variant="lead">{page.description}</Paragraph>
            <dl className="catalogue-page__facts">
              <div>
                <dt>Price</dt>
                <dd>{page.price}</dd>
              </div>
              <div>
                <dt>Servings</dt>
                <dd>{page.servings}</dd>
              </div>
              {page.prepMinutes !== null && (
                <div>
                  <dt>Prep time</dt>
                  <dd>{page.prepMinutes} min</dd>
                </div>
              )}
            </dl>
            <ul className="catalogue-page__badges" aria-label="Dietary">
              {page.badges.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </ul>
            {rating && <div className="catalogue-page__rating">{rating}</div>}
          </div>
        </div>
        {personal}
        {isRecipe && (
          <section aria-labelledby="ingredients">
            <Heading variant="H3" level={2} id="ingredients">
              Ingredients
            </Heading>
            <Paragraph variant="caption">One of each, all in your box.</Paragraph>
            <ItemList items={page.ingredients} label="Ingredients" />
          </section>
        )}
        {isRecipe && page.steps.length > 0 && (
          <section aria-labelledby="steps">
            <Heading variant="H3" level={2} id="steps">
              Steps
            </Heading>
            <ol className="catalogue-page__steps">
              {page.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        )}
        <section aria-labelledby="nutrition">
          <Heading variant="H3" level={2} id="nutrition">
            Nutrition per serving
          </Heading>
          <table className="catalogue-page__nutrition">
            <tbody>
              {page.nutrition.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {!isRecipe && page.usedIn.length > 0 && (
          <section aria-labelledby="used-in">
            <Heading variant="H3" level={2} id="used-in">
              Used in
            </Heading>
            <ItemList items={page.usedIn} label="Recipes using it" />
          </section>
        )}
        {page.tags.length > 0 && (
          <section aria-labelledby="tags">
            <Heading variant="H5" level={2} id="tags">
              Tags
            </Heading>
            <ul className="catalogue-page__tags">
              {page.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}
