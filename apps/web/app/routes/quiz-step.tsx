import { useMatches } from 'react-router';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Your preferences') }];

export default function QuizStepPage() {
  // The route id names the step; the URL is not used because prerendering sees it without its trailing slash.
  const step = useMatches().at(-1)?.id ?? '';
  return (
    <main className="page page--narrow">
      <h1>Tell us about your food</h1>
      <p>Quiz step {step}</p>
    </main>
  );
}
