import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Style guide') }];

export default function StyleguidePage() {
  return (
    <main className="page page--narrow">
      <h1>Style guide</h1>
      <p>Every component in every state.</p>
    </main>
  );
}
