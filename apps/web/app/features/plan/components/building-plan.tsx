// /quiz/building/: a short "building your plan" moment after the last quiz step, then on to sign-up (anonymous) or
// the plan page (signed in). The steps advance on timers started after hydration, so the prerendered shell
// and the first client render agree.
import { useEffect, useState } from 'react';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { ProgressBar } from '../../../ui/progress-bar';
import './plan.css';

export const BUILDING_STEPS = [
  'Reading your answers',
  'Leaving out what you cannot or will not eat',
  'Matching recipes to your tastes',
  'Balancing your week and your budget',
] as const;
export const BUILDING_STEP_MS = 600;

export interface BuildingPlanProps {
  /** Where to go once the moment is over; undefined while that is not known yet (the customer call is pending). */
  destination: string | undefined;
  onDone: (destination: string) => void;
}

export function BuildingPlan({ destination, onDone }: BuildingPlanProps) {
  const [step, setStep] = useState(0);
  const finished = step >= BUILDING_STEPS.length;

  useEffect(() => {
    if (step >= BUILDING_STEPS.length) return;
    const timer = setTimeout(() => setStep(step + 1), BUILDING_STEP_MS);
    return () => clearTimeout(timer);
  }, [step]);

  useEffect(() => {
    if (finished && destination) onDone(destination);
  }, [finished, destination, onDone]);

  return (
    <div className="plan">
      <Header />
      <main className="page page--narrow plan__main plan-building">
        <Heading variant="H1">Building your plan</Heading>
        <ProgressBar
          label="Building your plan"
          value={Math.min(step, BUILDING_STEPS.length)}
          maxValue={BUILDING_STEPS.length}
          valueText={`Step ${Math.min(step + 1, BUILDING_STEPS.length)} of ${BUILDING_STEPS.length}`}
        />
        <ol className="plan-building__steps">
          {BUILDING_STEPS.map((text, index) => (
            <li key={text} data-state={index < step ? 'done' : index === step ? 'current' : 'next'}>
              {text}
            </li>
          ))}
        </ol>
        <Paragraph role="status">{finished ? 'Your plan is ready.' : `${BUILDING_STEPS[step]}…`}</Paragraph>
      </main>
    </div>
  );
}
