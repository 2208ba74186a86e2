// /recipes/<id>-<slug>/ and /products/<id>-<slug>/ (route ids 'recipe' and 'product'): rendered by the API process
// from the catalogue as it is now (apps/api/src/web/catalogue-pages.ts hands the operators' edits and the site's
// origin to the loader; docs/decisions/090-…), with their title, description, canonical URL, Open Graph tags and
// schema.org JSON-LD; after painting, the page adds the signed-in extras. Nothing is asked again after paint: the
// page is as current as the catalogue (a cached API answer would show an older price than the page's).
import { parseCataloguePath } from '@larder/contracts/values/catalogue-paths';
import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { CataloguePageView } from '../features/catalogue-pages/components/catalogue-page-view';
import { PersonalNote } from '../features/catalogue-pages/components/personal-note';
import { jsonLd } from '../features/catalogue-pages/model/catalogue-page';
import { readCataloguePage } from '../features/catalogue-pages/model/read-catalogue.server';
import { useItemForCustomer } from '../flows/use-item-for-customer';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/catalogue-item';
import NotFoundRoute from './not-found';

/** The thumbs, for a signed-in visitor only: an anonymous visitor never downloads them. */
const RateItem = lazy(() => import('../flows/rate-item'));

/** `/recipes/404/` and `/products/404/`: this route's own prerendered not-found document (for a static host). */
const NOT_FOUND_ITEM = /^\/(recipes|products)\/404\/?$/;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The storefront's public origin (PUBLIC_SITE_ORIGIN, read by the API process), for absolute addresses.
  const siteOrigin = context?.siteOrigin ?? url.origin;
  if (NOT_FOUND_ITEM.test(url.pathname)) return { page: null, siteOrigin };
  const address = parseCataloguePath(url.pathname);
  const page = address && readCataloguePage(address.kind, `${address.id}-${address.slug}`, context?.catalogue);
  // An unknown or hidden item: this route's own not-found page, status 404.
  if (!page) return data({ page: null, siteOrigin }, { status: 404 });
  return { page, siteOrigin };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData?.page;
  if (!page) return [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex' }];
  const { siteOrigin } = loaderData;
  const url = `${siteOrigin}${page.path}`;
  return [
    { title: pageTitle(page.name) },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.kind === 'recipe' ? 'article' : 'product' },
    { property: 'og:title', content: page.name },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${siteOrigin}${page.picture}` },
    { 'script:ld+json': jsonLd(page, siteOrigin) },
  ];
};

/**
 * An unknown or hidden item's address is answered (status 404) with this route's own not-found page, so the browser
 * hydrates it under this same route, with its data, and asks for nothing more.
 */
export default function CatalogueItemRoute({ loaderData }: Route.ComponentProps) {
  const built = loaderData.page;
  if (!built) return <NotFoundRoute />;
  return <CatalogueItem page={built} />;
}

type Built = NonNullable<Route.ComponentProps['loaderData']['page']>;

function CatalogueItem({ page }: { page: Built }) {
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
