import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Your plan') }];

export default function PlanPage() {
  return (
    <main className="page page--narrow">
      <h1>Your plan</h1>
      <p>Your weekly plan is on its way.</p>
    </main>
  );
}
