// /recipes/<id>-<slug>/ and /products/<id>-<slug>/ (route ids 'recipe' and 'product'): prerendered from the catalogue
// seed data — the loader runs only at build time — with their title, description, canonical URL, Open Graph tags and
// schema.org JSON-LD; after painting, the page refreshes its data from the API and adds the signed-in extras.
import { parseCataloguePath } from '@larder/contracts/values/catalogue-paths';
import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { useCatalogueItem } from '../features/catalogue-pages/api/get-catalogue-item';
import { CataloguePageView } from '../features/catalogue-pages/components/catalogue-page-view';
import { PersonalNote } from '../features/catalogue-pages/components/personal-note';
import { jsonLd, refreshedPage } from '../features/catalogue-pages/model/catalogue-page';
import { readCataloguePage } from '../features/catalogue-pages/model/read-catalogue.server';
import { useItemForCustomer } from '../flows/use-item-for-customer';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/catalogue-item';
import NotFoundRoute from './not-found';

/** The thumbs, for a signed-in visitor only: an anonymous visitor never downloads them. */
const RateItem = lazy(() => import('../flows/rate-item'));

/** `/recipes/404/` and `/products/404/`: this route's own not-found document, which the server answers unknown items with. */
const NOT_FOUND_ITEM = /^\/(recipes|products)\/404\/?$/;

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (NOT_FOUND_ITEM.test(pathname)) return { page: null };
  const address = parseCataloguePath(pathname);
  const page = address && readCataloguePage(address.kind, `${address.id}-${address.slug}`);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData?.page;
  if (!page) return [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex' }];
  const url = `${publicEnv.siteOrigin}${page.path}`;
  return [
    { title: pageTitle(page.name) },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.kind === 'recipe' ? 'article' : 'product' },
    { property: 'og:title', content: page.name },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${publicEnv.siteOrigin}${page.picture}` },
    { 'script:ld+json': jsonLd(page, publicEnv.siteOrigin) },
  ];
};

/**
 * An unknown item's address is answered (status 404) with this route's own prerendered not-found document
 * (`/recipes/404/`), so the browser hydrates it under this same route, with its data, and asks for nothing more.
 */
export default function CatalogueItemRoute({ loaderData }: Route.ComponentProps) {
  const built = loaderData.page;
  if (!built) return <NotFoundRoute />;
  return <CatalogueItem built={built} />;
}

type Built = NonNullable<Route.ComponentProps['loaderData']['page']>;

function CatalogueItem({ built }: { built: Built }) {
  const current = useCatalogueItem(built.kind, built.id);
  const page = current.data ? refreshedPage(built, current.data) : built;
  const personal = useItemForCustomer({
    type: page.kind === 'recipe' ? 'pairing' : 'product',
    id: page.id,
    contains: page.contains,
  });
  const signedIn = useAuthState().status === 'authenticated';
  const type = page.kind === 'recipe' ? 'pairing' : 'product';
  return (
    <CataloguePageView
      page={page}
      personal={<PersonalNote {...personal} />}
      rating={
        signedIn && (
          <Suspense fallback={null}>
            <RateItem type={type} id={page.id} name={page.name} align="start" />
          </Suspense>
        )
      }
    />
  );
}
