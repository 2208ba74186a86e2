import type { Plan } from '@larder/contracts/schemas/plan';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request';
import { PLAN_PATH } from '../api/get-plan';
import { budgetLine, itemPrice, planView } from './plan-view';

const signedIn = { status: 'authenticated', firstName: 'Ada' } as const;
// The plan query holds the plan of a 200; any other answer is its ApiError.
const answered = (status: number, body: unknown) =>
  status === 200
    ? { isPending: false, isError: false, data: body as Plan }
    : { isPending: false, isError: true, error: new ApiError('GET', PLAN_PATH, status, body) };

describe('planView', () => {
  it('follows who is signed in, then the plan call’s answer', () => {
    const pending = { isPending: true, isError: false };
    expect(planView({ status: 'loading' }, pending)).toEqual({ kind: 'loading' });
    expect(planView({ status: 'anonymous' }, pending)).toEqual({ kind: 'anonymous' });
    expect(planView({ status: 'error' }, pending)).toEqual({ kind: 'error' });
    expect(planView(signedIn, pending)).toEqual({ kind: 'loading' });
    const plan = { sections: [] } as unknown as Plan;
    expect(planView(signedIn, answered(200, plan))).toEqual({ kind: 'ready', plan, firstName: 'Ada' });
    expect(planView(signedIn, answered(409, { detail: 'x', code: 'no_quiz' }))).toEqual({ kind: 'no-quiz' });
    expect(planView(signedIn, answered(403, { detail: 'x', code: 'not_authenticated' }))).toEqual({
      kind: 'anonymous',
    });
    expect(planView(signedIn, answered(500, 'oops'))).toEqual({ kind: 'error' });
    expect(planView(signedIn, { isPending: false, isError: true })).toEqual({ kind: 'error' });
  });
});

describe('money lines', () => {
  it('writes prices, quantities and the week against the budget', () => {
    expect(itemPrice({ price_cents: 999, quantity: 1 })).toBe('$9.99');
    expect(itemPrice({ price_cents: 999, quantity: 2 })).toBe('2 × $9.99');
    expect(budgetLine({ total_cents: 12_345, budget_cents: null })).toBe('$123.45 this week.');
    expect(budgetLine({ total_cents: 12_345, budget_cents: 15_000 })).toBe(
      '$123.45 this week, within your $150.00 weekly budget.',
    );
    expect(budgetLine({ total_cents: 18_000, budget_cents: 15_000 })).toBe(
      '$180.00 this week, $30.00 over your $150.00 weekly budget: nothing that fits your answers costs less.',
    );
  });
});
