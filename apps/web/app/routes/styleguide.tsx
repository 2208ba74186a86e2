// /styleguide/: every design-system component in every variant and state, for people building and reviewing the
// storefront (features/styleguide). Not for search engines (noindex).
import { StyleguidePage } from '../features/styleguide/components/styleguide-page';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Style guide') }, { name: 'robots', content: 'noindex' }];

export default function StyleguideRoute() {
  return <StyleguidePage />;
}
