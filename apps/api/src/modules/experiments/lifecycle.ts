// The one function deciding an experiment's status (issue 40; decision 220): draft → running → stopped, nothing
// back. Asking for the status it already has changes nothing (a retried request is answered the same). Stopping
// names the variation everyone then sees, or none (the control); a winner that is not one of its variations is
// refused. Every route and command asks `decideStatus`; the repository writes only what it decided.
import type { ExperimentStatus } from '@larder/contracts/values/experiments';

export type StatusRequest = { status: 'running' | 'stopped'; winner?: string | undefined };

export type StatusDecision =
  | { kind: 'unchanged' }
  | { kind: 'start' }
  | { kind: 'stop'; winner: string | null }
  | { kind: 'refused'; reason: string; field: 'status' | 'winner' };

export function decideStatus(
  current: { status: ExperimentStatus; winner: string | null; variations: readonly { key: string }[] },
  request: StatusRequest,
): StatusDecision {
  if (request.winner !== undefined && request.status !== 'stopped') {
    return { kind: 'refused', field: 'winner', reason: 'A winner is named only when stopping.' };
  }
  if (request.status === current.status) {
    const sameWinner = request.winner === undefined || request.winner === current.winner;
    return sameWinner ? { kind: 'unchanged' } : refusedWinnerChange();
  }
  if (request.status === 'running') {
    if (current.status === 'draft') return { kind: 'start' };
    return { kind: 'refused', field: 'status', reason: 'A stopped experiment cannot run again: create a new one.' };
  }
  if (current.status === 'draft') {
    return { kind: 'refused', field: 'status', reason: 'Only a running experiment can be stopped.' };
  }
  if (request.winner !== undefined && !current.variations.some((variation) => variation.key === request.winner)) {
    return { kind: 'refused', field: 'winner', reason: `No variation ${request.winner} in this experiment.` };
  }
  return { kind: 'stop', winner: request.winner ?? null };
}

function refusedWinnerChange(): StatusDecision {
  return { kind: 'refused', field: 'winner', reason: 'The experiment is stopped already; its winner stays.' };
}
