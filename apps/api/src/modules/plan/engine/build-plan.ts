// The plan engine's entry: a customer's answers and the catalogue index in (candidate-pool.ts planContext), the
// week's plan out. Pure and deterministic: the same answers and catalogue always give the same plan (ties go to the
// lower item position).
//
// 1. Hard rules filter each occasion's candidates (signals.ts keepsHardRules); an occasion answered NEVER gets none.
// 2. Each candidate gets a soft score (likes, goals, picks), meals also from their dish type ratings.
// 3. Greedy choice with variety penalties: lunch and dinner meals are picked in turn (never the same recipe twice
//    in a week), breakfast, snack and sweet items until their servings reach the range; a knapsack over servings
//    finishes a range the greedy choice cannot (choosing.ts, variety.ts, knapsack.ts).
// 4. Budget: if the week costs more than the budget but the cheapest plan the rules allow fits it, scores are
//    lowered by λ × dollars and the plan of (about) the smallest λ that fits is kept; otherwise the cheapest plan
//    (budget.ts).
// Swaps replace one item at a time (swap.ts); describe-plan.ts turns a plan into the contract's Plan with reasons.
// docs/decisions/060-plan-building.md explains the choices.
import { planWithinBudget } from './budget';
import type { PlanContext } from './candidate-pool';
import { planAt } from './choosing';
import type { EnginePlan } from './engine-plan';

/**
 * The week's plan before any swap: the preferred plan if it fits the budget; else, when even the cheapest plan the
 * rules allow is over budget, that cheapest plan; else the plan of (about) the smallest λ that fits, which keeps the
 * most of the customer's taste, or the cheapest plan should no λ tried fit.
 */
export function buildPlan(context: PlanContext): EnginePlan {
  const preferred = planAt(context, 0);
  const budget = context.budgetCents;
  if (budget === null || preferred.totalCents <= budget) return preferred;
  return planWithinBudget(context, budget);
}
