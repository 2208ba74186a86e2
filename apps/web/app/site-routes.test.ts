// The quiz's route order, stated here once more on purpose: the browser journeys walk QUIZ_STEPS as site-routes.ts
// lists them, so a reordering there would pass them unnoticed; this test is the one that notices.
import { describe, expect, it } from 'vitest';
import { QUIZ_STEPS } from './site-routes';

describe('the quiz routes', () => {
  it('come in this order', () => {
    expect(QUIZ_STEPS.join(' ')).toBe(
      'intro hello hello/goals goals-benefits budget budget-benefits eating-habits eating-habits/dietary-needs ' +
        'meat seafood plants cuisines flavors polarizing macro-nutrient macro-nutrient/low-sodium food-qualities ' +
        'food-formats food-preferences-intro breakfast breakfast/frequency lunch lunch/frequency dinner ' +
        'dinner/frequency snacks snacks/frequency sweets sweets/frequency',
    );
  });
});
