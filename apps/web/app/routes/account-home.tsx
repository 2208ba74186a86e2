import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Your account') }];

export default function AccountHomePage() {
  return (
    <main className="page page--narrow">
      <h1>Your account</h1>
      <p>Welcome back.</p>
    </main>
  );
}
