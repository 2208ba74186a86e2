// `/`: the home page. Its loader runs only while prerendering (there is no server rendering): the row of recipes and
// products is read from the catalogue seed data at build time and written into the page.
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

export function loader() {
  return { featured: readFeaturedCatalogue() };
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
