import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Limited-time offers') }];

export default function LimitedTimePage() {
  return (
    <main className="page page--narrow">
      <h1>Limited-time offers</h1>
      <p>Offers change every week.</p>
    </main>
  );
}
