// `/help/`: answers for customers (issue 39: the site navigation's "Help").
import { HelpPage } from '../features/site-nav/components/help-page';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Help') }];

export default function HelpRoute() {
  return <HelpPage />;
}
