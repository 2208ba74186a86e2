import { useLocation } from 'react-router';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Survey') }];

export default function SurveyStepPage() {
  const { pathname } = useLocation();
  return (
    <main className="page page--narrow">
      <h1>A few questions</h1>
      <p>Survey step {pathname}</p>
    </main>
  );
}
