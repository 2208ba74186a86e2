// Experiments' requests and answers (issue 40; docs/decisions/220-experiments-and-statistics.md):
// POST /api/admin/experiments/, PUT /api/admin/experiments/:key/status/, GET /api/admin/experiments/:key/results/.
import { z } from 'zod';
import {
  EXPERIMENT_KEY_MAX_LENGTH,
  EXPERIMENT_KEY_PATTERN,
  EXPERIMENT_METRICS,
  EXPERIMENT_STATUSES,
  EXPERIMENT_VARIATIONS_MAX,
  EXPERIMENT_VARIATIONS_MIN,
} from '../values/experiments';
import { freeText } from './free-text';

const key = z
  .string()
  .min(1)
  .max(EXPERIMENT_KEY_MAX_LENGTH)
  .regex(EXPERIMENT_KEY_PATTERN, 'Use lowercase letters, digits and single hyphens.');

export const ExperimentVariationInput = z.strictObject({
  key,
  name: freeText({ max: 80, required: 'Name the variation.' }),
  /** A whole percentage. */
  weight: z.number().int().min(0).max(100),
});

export const ExperimentCreate = z
  .strictObject({
    key,
    name: freeText({ max: 120, required: 'Name the experiment.' }),
    hypothesis: freeText({ max: 2000, required: 'State the hypothesis.', lineBreaks: true }),
    metric: z.enum(EXPERIMENT_METRICS),
    variations: z.array(ExperimentVariationInput).min(EXPERIMENT_VARIATIONS_MIN).max(EXPERIMENT_VARIATIONS_MAX),
  })
  .superRefine((body, ctx) => {
    const total = body.variations.reduce((sum, variation) => sum + variation.weight, 0);
    if (total !== 100) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: `The weights add to ${total}, not 100.` });
    }
    const keys = new Set(body.variations.map((variation) => variation.key));
    if (keys.size !== body.variations.length) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: 'Two variations share a key.' });
    }
  });
export type ExperimentCreate = z.infer<typeof ExperimentCreate>;

/** Stopping may name the variation everyone then sees (the winner); without one everyone sees the control. */
export const ExperimentStatusUpdate = z.strictObject({
  status: z.enum(['running', 'stopped']),
  winner: key.optional(),
});
export type ExperimentStatusUpdate = z.infer<typeof ExperimentStatusUpdate>;

export const ExperimentVariationResult = z.object({
  key: z.string(),
  visitors: z.number().int(),
  conversions: z.number().int(),
  rate: z.number(),
  /** Mean order value per exposed visitor, `order_value` experiments only. */
  mean_cents: z.number().optional(),
  /** Relative to the control (null for the control itself, or while the control has no conversions). */
  uplift: z.number().nullable(),
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  chance_to_beat_control: z.number().nullable(),
});
export type ExperimentVariationResult = z.infer<typeof ExperimentVariationResult>;

export const ExperimentResults = z.object({
  key: z.string(),
  status: z.string(),
  variations: z.array(ExperimentVariationResult),
  srm_p_value: z.number(),
});
export type ExperimentResults = z.infer<typeof ExperimentResults>;

/** An experiment as the console lists it. */
export const Experiment = z.object({
  key: z.string(),
  name: z.string(),
  hypothesis: z.string(),
  metric: z.enum(EXPERIMENT_METRICS),
  status: z.enum(EXPERIMENT_STATUSES),
  winner: z.string().nullable(),
  variations: z.array(z.object({ key: z.string(), name: z.string(), weight: z.number().int() })),
  created_at: z.string(),
  started_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
});
export type Experiment = z.infer<typeof Experiment>;

export const ExperimentList = z.object({ results: z.array(Experiment) });
export type ExperimentList = z.infer<typeof ExperimentList>;

export const ExperimentKeyParams = z.strictObject({ key });

/** POST /api/v2/experiments/exposures/: the variation the browser's SDK showed. */
export const ExposureRequest = z.strictObject({ experiment: key, variation: key });
export type ExposureRequest = z.infer<typeof ExposureRequest>;

export const ExposureAnswer = z.object({ experiment: z.string(), variation: z.string(), recorded: z.boolean() });
export type ExposureAnswer = z.infer<typeof ExposureAnswer>;

/** One experiment as the server's SDK evaluated it for the visitor. */
export const ExperimentAssignment = z.object({
  variation: z.string(),
  /** Enrolled: an exposure to record (false: a default or forced value for everyone). */
  in_experiment: z.boolean(),
});
export type ExperimentAssignment = z.infer<typeof ExperimentAssignment>;

/**
 * GET /api/v2/experiments/ (and the page's `larder-experiments` meta): the SDK's features payload, the attributes it
 * hashes and, per experiment, the server's own evaluation of them for this visitor (the same SDK on the same payload:
 * the browser's first render uses it; without it the browser evaluates the payload itself).
 */
export const ExperimentsPayload = z.object({
  features: z.record(z.string(), z.unknown()),
  attributes: z.object({ id: z.string() }),
  assignments: z.record(z.string(), ExperimentAssignment).optional(),
});
export type ExperimentsPayload = z.infer<typeof ExperimentsPayload>;
