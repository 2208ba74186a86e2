// The operator console (issue 28, docs/decisions/200-operators.md): one route for every /admin/… address, so customer
// pages carry one entry in the manifest every page loads and never the console's code. Prerendered as an empty
// shell only: the console renders in the browser, after the operator's session is read, and every address under
// /admin/ is served this same document. (A React.lazy import of the console here measured larger for customer
// pages than this static one: 290 bytes more per page instead of about 180.)
import ConsoleApp from '../features/console/console-app';
import { pageTitle } from '../lib/page-title';
import { useHydrated } from '../lib/use-hydrated';

export const meta = () => [{ title: pageTitle('Console') }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminRoute() {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <main className="page page--narrow">
        <p>Loading the console…</p>
      </main>
    );
  }
  return <ConsoleApp />;
}
