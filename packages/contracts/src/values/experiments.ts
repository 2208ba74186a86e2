// Experiments (issue 40; docs/decisions/220-experiments-and-statistics.md).

/** What an experiment is judged by. */
export const EXPERIMENT_METRICS = ['signup', 'first_order', 'order_value', 'addon_rate'] as const;
export type ExperimentMetric = (typeof EXPERIMENT_METRICS)[number];

/** `draft` until first started; the console's PUT .../status/ moves between running and stopped. */
export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** Under this sample-ratio-mismatch p-value the console warns that the split is not the one asked for. */
export const SRM_WARNING_P_VALUE = 0.001;

/** The variation everyone sees when nobody is enrolled (enrollment off, a stopped experiment without a winner). */
export const CONTROL_VARIATION_INDEX = 0;

export const EXPERIMENT_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EXPERIMENT_KEY_MAX_LENGTH = 64;
export const EXPERIMENT_VARIATIONS_MIN = 2;
export const EXPERIMENT_VARIATIONS_MAX = 5;

/** The first experiment (the salad shooter strip), its variations. */
export const SALAD_SHOOTER_EXPERIMENT_KEY = 'salad-shooter';

/** The first-party cookie holding a visitor's random anonymous id (1 year; decision 220). */
export const ANONYMOUS_ID_COOKIE = 'larder_anon';
export const ANONYMOUS_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The meta every page the API serves carries with the visitor's experiments payload (JSON in its `content`), so the
 * page answers on its first render without a request (decision 220).
 */
export const EXPERIMENTS_META = 'larder-experiments';

/** The analytics event of a visitor's first exposure to an experiment. */
export const EXPERIMENT_VIEWED_EVENT = 'Experiment Viewed';

/** The audit log's record type of an experiment change. */
export const EXPERIMENT_AUDIT_RECORD_TYPE = 'experiment';

export const ExperimentErrorCode = {
  DuplicateKey: 'experiment_exists',
  NotFound: 'experiment_not_found',
  Transition: 'experiment_transition_refused',
  ForgedVariation: 'variation_not_assigned',
} as const;
