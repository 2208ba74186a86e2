import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Log in') }];

export default function LoginPage() {
  return (
    <main className="page page--narrow">
      <h1>Log in</h1>
      <p>Log in to your account.</p>
    </main>
  );
}
