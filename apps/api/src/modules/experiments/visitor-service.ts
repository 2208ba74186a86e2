// What a visitor asks of the experiments (issue 40; decision 220): the SDK's features payload with the id it hashes
// (a signed-in customer's is the anonymous id first linked to them, so they keep their variation on any device; a
// read, never a write), recording a first exposure checked against the server's own assignment, and linking the
// visitor's id to the customer at sign-up and login (in the session's transaction). The same payload goes into every
// page the API serves (`pagePayload`), so a page answers on its first render. A first exposure writes its
// `Experiment Viewed` analytics event in the same transaction (telemetry/server-events.ts): one per visitor and
// experiment, whatever the browser does after.
import type { ExperimentsPayload, ExposureAnswer, ExposureRequest } from '@larder/contracts/schemas/experiments';
import { FEATURE_FLAG_DEFAULTS } from '@larder/contracts/values/dynamic-configs';
import {
  EXPERIMENT_VIEWED_EVENT,
  ExperimentErrorCode,
  type ExperimentStatus,
} from '@larder/contracts/values/experiments';
import { ANALYTICS_CURRENCY } from '@larder/contracts/values/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { currentCustomer } from '../accounts/session-plugin';
import { getConfigValue } from '../configs/repository';
import { ensureSdkAnonymousId, recordServerTrack } from '../telemetry/server-events';
import { ensureAnonymousId } from './anonymous-id';
import { assign, featuresPayload } from './assignment';
import {
  type ExperimentRow,
  findExperiment,
  firstLinkedId,
  insertExposure,
  linkVisitor,
  listExperiments,
} from './repository';

const ENROLLMENT_FLAG = 'web.client_side_experiment_enrollment';

const definition = (row: ExperimentRow) => ({
  key: row.key,
  name: row.name,
  status: row.status as ExperimentStatus,
  variations: row.variations,
  winner: row.winner,
});

export type Visitor = { anonymousId: string | undefined; customerId: number | undefined };

/** Who the exposure's analytics event is about, and the page it came from. */
export type ExposureSource = {
  /** The analytics SDK's anonymous id (its cookie), which the browser's other events carry; else the visitor's. */
  analyticsAnonymousId: string | undefined;
  pageUrl: string | undefined;
};

export class VisitorService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The storefront's analytics write key (PUBLIC_ANALYTICS_WRITE_KEY): the server's events are stored under it. */
    private readonly analyticsWriteKey: string,
  ) {}

  private async enrollment(): Promise<boolean> {
    return ((await getConfigValue(this.db, ENROLLMENT_FLAG)) ?? FEATURE_FLAG_DEFAULTS[ENROLLMENT_FLAG]) === '1';
  }

  /** The id the SDK hashes: a customer's first linked anonymous id, else the visitor's own. */
  async hashId(visitor: Visitor): Promise<string | undefined> {
    const linked = visitor.customerId === undefined ? undefined : await firstLinkedId(this.db, visitor.customerId);
    return linked ?? visitor.anonymousId;
  }

  async payload(visitor: Visitor & { anonymousId: string }): Promise<ExperimentsPayload> {
    const [rows, enrollment, id] = await Promise.all([
      listExperiments(this.db),
      this.enrollment(),
      this.hashId(visitor),
    ]);
    const features = featuresPayload(rows.map(definition), enrollment);
    const hashed = id ?? visitor.anonymousId;
    const assignments: NonNullable<ExperimentsPayload['assignments']> = {};
    for (const row of rows) {
      const { value, inExperiment } = assign(features, row.key, hashed);
      assignments[row.key] = { variation: value, in_experiment: inExperiment };
    }
    return { features, attributes: { id: hashed }, assignments };
  }

  /**
   * Records the visitor's first exposure and its `Experiment Viewed` event {experiment_id, variation_id, currency}
   * in one transaction: 201 new, 200 when it was recorded before (nothing new, no event).
   */
  async expose(
    visitor: Visitor,
    body: ExposureRequest,
    source: ExposureSource = { analyticsAnonymousId: undefined, pageUrl: undefined },
  ): Promise<{ status: 200 | 201; answer: ExposureAnswer }> {
    const id = await this.hashId(visitor);
    if (id === undefined) {
      throw new HttpError(
        400,
        ExperimentErrorCode.ForgedVariation,
        'No visitor id: ask GET /api/v2/experiments/ first.',
        {
          experiment: ['No visitor id (the larder_anon cookie) came with the request.'],
        },
      );
    }
    const row = await findExperiment(this.db, body.experiment);
    if (!row) {
      throw new HttpError(404, ExperimentErrorCode.NotFound, `No experiment ${body.experiment}.`, {
        experiment: ['No such experiment.'],
      });
    }
    const assignment = assign(featuresPayload([definition(row)], await this.enrollment()), row.key, id);
    if (!assignment.inExperiment) {
      throw new HttpError(400, ExperimentErrorCode.ForgedVariation, 'You are not enrolled in this experiment.', {
        experiment: ['Not enrolled: the experiment is not running, or enrollment is off.'],
      });
    }
    if (assignment.value !== body.variation) {
      throw new HttpError(400, ExperimentErrorCode.ForgedVariation, 'That is not your variation.', {
        variation: ['Not the variation this visitor is assigned.'],
      });
    }
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const exposure = await insertExposure(tx, {
        experimentKey: row.key,
        anonymousId: id,
        variation: assignment.value,
        firstExposedAt: now,
        customerId: visitor.customerId ?? null,
      });
      if (exposure.recorded) {
        await recordServerTrack(tx, {
          writeKey: this.analyticsWriteKey,
          // One per experiment and hash id, as the exposure: never a second event for it.
          messageId: `experiment-viewed:${row.key}:${id}`,
          event: EXPERIMENT_VIEWED_EVENT,
          properties: { experiment_id: row.key, variation_id: exposure.variation, currency: ANALYTICS_CURRENCY },
          userId: visitor.customerId === undefined ? null : String(visitor.customerId),
          anonymousId: source.analyticsAnonymousId ?? visitor.anonymousId ?? id,
          occurredAt: now,
          pageUrl: source.pageUrl,
        });
      }
      return exposure;
    });
    return {
      status: result.recorded ? 201 : 200,
      answer: { experiment: row.key, variation: result.variation, recorded: result.recorded },
    };
  }

  /** At sign-up and login: the visitor's anonymous id is linked to the customer, with `tx` (the session's). */
  async link(tx: DbOrTx, anonymousId: string | undefined, customerId: number): Promise<void> {
    if (anonymousId !== undefined) await linkVisitor(tx, anonymousId, customerId, this.clock.now());
  }
}

/**
 * The payload of the visitor a page request comes from, for the page's `larder-experiments` meta: their anonymous id
 * (set in the answer's cookie when absent, as GET /api/v2/experiments/ does) or the signed-in customer's linked one.
 * The analytics SDK's anonymous id is set in its cookie when absent as well.
 */
export function pagePayload(visitors: VisitorService) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ExperimentsPayload> => {
    const id = ensureAnonymousId(request, reply);
    // The analytics SDK's id too, before any script runs: the exposure's event will carry the id the SDK adopts.
    ensureSdkAnonymousId(request, reply);
    const customer = await currentCustomer(request);
    return visitors.payload({ anonymousId: id, customerId: customer?.id });
  };
}
