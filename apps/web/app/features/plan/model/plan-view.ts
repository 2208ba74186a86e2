// What the plan page shows for each answer of the plan call, and the money lines. The route tells who is signed in
// (this feature does not read the auth feature: features never import each other).
import type { Plan, PlanItem } from '@larder/contracts/schemas/plan';
import { formatCents } from '@larder/contracts/values/money';
import { PlanErrorCode } from '@larder/contracts/values/plan';
import { ApiError } from '../../../lib/request';

/** Who is looking, as the route learnt it from the customer call (its auth state). */
export type PlanViewer =
  | { status: 'loading' }
  | { status: 'authenticated'; firstName: string }
  | { status: 'anonymous' }
  | { status: 'error' };

export type PlanView =
  | { kind: 'loading' }
  | { kind: 'anonymous' }
  | { kind: 'no-quiz' }
  | { kind: 'error' }
  | { kind: 'ready'; plan: Plan; firstName: string };

export function planView(
  viewer: PlanViewer,
  query: { isPending: boolean; isError: boolean; data?: Plan; error?: unknown },
): PlanView {
  if (viewer.status === 'loading') return { kind: 'loading' };
  if (viewer.status === 'anonymous') return { kind: 'anonymous' };
  if (viewer.status === 'error') return { kind: 'error' };
  if (query.isError) return errorView(query.error);
  if (query.isPending || !query.data) return { kind: 'loading' };
  return { kind: 'ready', plan: query.data, firstName: viewer.firstName };
}

/** The plan call's answers that are not a plan: signed out (403), no saved quiz (409 no_quiz), or a failure. */
function errorView(error: unknown): PlanView {
  if (!(error instanceof ApiError)) return { kind: 'error' };
  if (error.status === 403) return { kind: 'anonymous' };
  if (error.status === 409 && error.code === PlanErrorCode.NoQuiz) return { kind: 'no-quiz' };
  return { kind: 'error' };
}

/** `$9.99`, or `2 × $9.99` for two packages. */
export function itemPrice(item: Pick<PlanItem, 'price_cents' | 'quantity'>): string {
  return item.quantity > 1 ? `${item.quantity} × ${formatCents(item.price_cents)}` : formatCents(item.price_cents);
}

/** The week's total against the budget. */
export function budgetLine(plan: Pick<Plan, 'total_cents' | 'budget_cents'>): string {
  const total = formatCents(plan.total_cents);
  if (plan.budget_cents === null) return `${total} this week.`;
  const budget = formatCents(plan.budget_cents);
  if (plan.total_cents <= plan.budget_cents) return `${total} this week, within your ${budget} weekly budget.`;
  return `${total} this week, ${formatCents(plan.total_cents - plan.budget_cents)} over your ${budget} weekly budget: nothing that fits your answers costs less.`;
}
