// `/`: the home page. Its row of recipes and products is written into the page: rendered by the API process from
// the catalogue as it is now (apps/api/src/web/catalogue-pages.ts hands the operators' edits to the loader), or,
// prerendered for a static host, from the committed catalogue data.
import { useAuthState } from '../features/auth/api/get-customer';
import { HomePage } from '../features/home/components/home-page';
import { HomeText } from '../features/home/model/home-texts';
import { readFeaturedCatalogue } from '../features/home/model/read-featured-catalogue.server';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/home';

export const meta = () => [
  { title: pageTitle(HomeText.HeroHeading) },
  { name: 'description', content: HomeText.HeroLead },
];

export function loader({ context }: Route.LoaderArgs) {
  return { featured: readFeaturedCatalogue(context?.catalogue) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const auth = useAuthState();
  return (
    <HomePage
      featured={loaderData.featured}
      customerFirstName={auth.status === 'authenticated' ? auth.customer.first_name : undefined}
    />
  );
}
