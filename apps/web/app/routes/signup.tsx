import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Claim your free gift') }];

export default function SignupPage() {
  return (
    <main className="page page--narrow">
      <h1>Claim your free gift</h1>
      <p>Create your account.</p>
    </main>
  );
}
