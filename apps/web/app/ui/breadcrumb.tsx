// The sign-up journey's breadcrumb ("About you, Claim Offer, Checkout" with Claim Offer selected).
// A list of steps; the current one carries aria-current="step". Steps with an href before the current one are links.
import type { ReactNode } from 'react';
import './breadcrumb.css';

export interface BreadcrumbStep {
  label: ReactNode;
  href?: string;
}

export interface BreadcrumbProps {
  steps: readonly BreadcrumbStep[];
  /** Index of the current step. */
  currentIndex: number;
  /** Names the navigation landmark. */
  label?: string;
  className?: string;
}

export function Breadcrumb({ steps, currentIndex, label = 'Progress', className }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={['ui-breadcrumb', className].filter(Boolean).join(' ')}>
      <ol className="ui-breadcrumb__list">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
            <li key={index} className="ui-breadcrumb__step" data-state={state}>
              {step.href && state === 'done' ? (
                <a className="ui-breadcrumb__label" href={step.href}>
                  {step.label}
                </a>
              ) : (
                <span className="ui-breadcrumb__label" aria-current={state === 'current' ? 'step' : undefined}>
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
