// `/help/`: answers for customers (issue 39: the site navigation's "Help"). It asks who is signed in, so a customer
// keeps the site navigation here too.
import { useAuthState } from '../features/auth/api/get-customer';
import { HelpPage } from '../features/site-nav/components/help-page';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Help') }];

export default function HelpRoute() {
  useAuthState();
  return <HelpPage />;
}
