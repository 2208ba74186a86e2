// The console's experiments (issue 40; decision 220): create one (a draft), start and stop it (lifecycle.ts decides),
// list them, and an experiment's results from its counts (results.ts). Every change is audited in its transaction.
import type {
  Experiment,
  ExperimentCreate,
  ExperimentResults,
  ExperimentStatusUpdate,
} from '@larder/contracts/schemas/experiments';
import {
  EXPERIMENT_AUDIT_RECORD_TYPE,
  ExperimentErrorCode,
  type ExperimentMetric,
  type ExperimentStatus,
} from '@larder/contracts/values/experiments';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { decideStatus } from './lifecycle';
import {
  countVariations,
  type ExperimentRow,
  findExperiment,
  insertExperiment,
  listExperiments,
  updateExperiment,
} from './repository';
import { experimentResults } from './results';

export function toExperiment(row: ExperimentRow): Experiment {
  return {
    key: row.key,
    name: row.name,
    hypothesis: row.hypothesis,
    metric: row.metric as ExperimentMetric,
    status: row.status as ExperimentStatus,
    winner: row.winner,
    variations: row.variations,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    stopped_at: row.stoppedAt?.toISOString() ?? null,
  };
}

const notFound = (key: string) => new HttpError(404, ExperimentErrorCode.NotFound, `No experiment ${key}.`);

export class ExperimentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<{ results: Experiment[] }> {
    return { results: (await listExperiments(this.db)).map(toExperiment) };
  }

  async create(operatorId: number, body: ExperimentCreate): Promise<Experiment> {
    const now = this.clock.now();
    const created = await this.db.transaction(async (tx) => {
      const row = await insertExperiment(tx, { ...body, status: 'draft', winner: null, createdAt: now });
      if (!row) return undefined;
      const after = toExperiment(row);
      await recordAudit(tx, {
        operatorId,
        action: 'experiment.create',
        recordType: EXPERIMENT_AUDIT_RECORD_TYPE,
        recordId: row.key,
        before: null,
        after,
        at: now,
      });
      return after;
    });
    if (!created) {
      throw new HttpError(409, ExperimentErrorCode.DuplicateKey, `An experiment ${body.key} exists already.`, {
        key: ['An experiment with this key exists already.'],
      });
    }
    return created;
  }

  async setStatus(operatorId: number, key: string, request: ExperimentStatusUpdate): Promise<Experiment> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await findExperiment(tx, key, true);
      if (!row) throw notFound(key);
      const decision = decideStatus(
        { status: row.status as ExperimentStatus, winner: row.winner, variations: row.variations },
        request,
      );
      if (decision.kind === 'refused') {
        throw new HttpError(409, ExperimentErrorCode.Transition, decision.reason, {
          [decision.field]: [decision.reason],
        });
      }
      if (decision.kind === 'unchanged') return toExperiment(row);
      const changed =
        decision.kind === 'start'
          ? await updateExperiment(tx, key, { status: 'running', startedAt: now })
          : await updateExperiment(tx, key, { status: 'stopped', winner: decision.winner, stoppedAt: now });
      await recordAudit(tx, {
        operatorId,
        action: `experiment.${decision.kind}`,
        recordType: EXPERIMENT_AUDIT_RECORD_TYPE,
        recordId: key,
        before: { status: row.status, winner: row.winner },
        after: { status: changed.status, winner: changed.winner },
        at: now,
      });
      return toExperiment(changed);
    });
  }

  async results(key: string): Promise<ExperimentResults> {
    const row = await findExperiment(this.db, key);
    if (!row) throw notFound(key);
    const metric = row.metric as ExperimentMetric;
    const counts = new Map((await countVariations(this.db, key, metric)).map((count) => [count.variation, count]));
    return experimentResults(
      { key: row.key, status: row.status, metric },
      row.variations.map((variation) => {
        const count = counts.get(variation.key);
        const visitors = count?.visitors ?? 0;
        return {
          key: variation.key,
          weight: variation.weight,
          visitors,
          conversions: count?.conversions ?? 0,
          ...(metric === 'order_value'
            ? { values: { n: visitors, sum: count?.sum ?? 0, sumSquares: count?.sum_squares ?? 0 } }
            : {}),
        };
      }),
    );
  }
}
