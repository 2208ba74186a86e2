import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Groceries and recipes made for you') }];

export default function HomePage() {
  return (
    <main className="page page--narrow">
      <h1>Groceries and recipes made for you</h1>
      <p>Take a short quiz and get a weekly plan of groceries and recipes that fit your household.</p>
    </main>
  );
}
