import { useMatches } from 'react-router';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Survey') }];

export default function SurveyStepPage() {
  // The route id names the step; the URL is not used because prerendering sees it without its trailing slash.
  const step = useMatches().at(-1)?.id ?? '';
  return (
    <main className="page page--narrow">
      <h1>A few questions</h1>
      <p>Survey step {step}</p>
    </main>
  );
}
