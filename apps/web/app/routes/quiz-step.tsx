import { useLocation } from 'react-router';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Your preferences') }];

export default function QuizStepPage() {
  const { pathname } = useLocation();
  return (
    <main className="page page--narrow">
      <h1>Tell us about your food</h1>
      <p>Quiz step {pathname}</p>
    </main>
  );
}
