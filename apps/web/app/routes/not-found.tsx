import { Link } from 'react-router';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex' }];

export default function NotFoundPage() {
  return (
    <main className="page page--narrow">
      <h1>We couldn't find that page</h1>
      <p>The link may be old or mistyped.</p>
      <Link to="/">Back to the start</Link>
    </main>
  );
}
