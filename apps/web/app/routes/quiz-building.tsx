import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Building your plan') }];

export default function QuizBuildingPage() {
  return (
    <main className="page page--narrow">
      <h1>Building your plan</h1>
      <p>We are putting your plan together.</p>
    </main>
  );
}
