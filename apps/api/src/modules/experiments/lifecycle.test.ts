// The experiment's lifecycle against a simple model (fast-check commands): draft → running → stopped and nothing
// back; a retry of the current status (and winner) changes nothing; a winner only when stopping, and one of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideStatus, type StatusRequest } from './lifecycle';

type Model = { status: 'draft' | 'running' | 'stopped'; winner: string | null };
type Real = { status: Model['status']; winner: string | null; variations: { key: string }[] };

const VARIATIONS = [{ key: 'control' }, { key: 'big' }];

class Ask implements fc.Command<Model, Real> {
  constructor(readonly request: StatusRequest) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const decision = decideStatus(real, this.request);
    const { status, winner } = this.request;
    const order = { draft: 0, running: 1, stopped: 2 };
    const validWinner = winner === undefined || VARIATIONS.some((variation) => variation.key === winner);
    if (status === model.status && (winner === undefined || winner === model.winner)) {
      expect(decision).toEqual({ kind: 'unchanged' });
    } else if (order[status] === order[model.status] + 1 && (status === 'stopped' ? validWinner : !winner)) {
      expect(decision.kind).toBe(status === 'running' ? 'start' : 'stop');
      model.status = status;
      model.winner = status === 'stopped' ? (winner ?? null) : null;
    } else {
      expect(decision.kind).toBe('refused');
    }
    if (decision.kind === 'start') real.status = 'running';
    if (decision.kind === 'stop') Object.assign(real, { status: 'stopped', winner: decision.winner });
    expect({ status: real.status, winner: real.winner }).toEqual(model);
  }
  toString = () => `ask(${JSON.stringify(this.request)})`;
}

describe('the experiment lifecycle', () => {
  it('follows the model: forward only, retries unchanged, winners only its own and only when stopping', () => {
    const request = fc.record(
      {
        status: fc.constantFrom<'running' | 'stopped'>('running', 'stopped'),
        winner: fc.constantFrom('control', 'big', 'huge'),
      },
      { requiredKeys: ['status'] },
    );
    fc.assert(
      fc.property(fc.commands([request.map((body) => new Ask(body))], { maxCommands: 12 }), (commands) => {
        fc.modelRun(
          () => ({
            model: { status: 'draft', winner: null } as Model,
            real: { status: 'draft', winner: null, variations: VARIATIONS } as Real,
          }),
          commands,
        );
      }),
      { numRuns: 300 },
    );
  });
});
