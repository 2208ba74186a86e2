// Experiments as the GrowthBook SDK's features payload (issue 40; docs/decisions/220-experiments-and-statistics.md).
// The store defines and stores its experiments; this turns them into the payload GET /api/v2/experiments/ serves and
// the browser evaluates, and evaluates the same payload on the server with the same SDK, so both places hash a
// visitor's id into the same variation (GrowthBook's hash version 2, seeded by the experiment key).

import type { FeatureDefinition } from '@growthbook/growthbook';
import { GrowthBook } from '@growthbook/growthbook';
import { CONTROL_VARIATION_INDEX, type ExperimentStatus } from '@larder/contracts/values/experiments';

export type ExperimentDefinition = {
  key: string;
  name: string;
  status: ExperimentStatus;
  variations: readonly { key: string; name: string; weight: number }[];
  /** The variation a stopped experiment shows everyone; null: the control. */
  winner: string | null;
};

/** The attribute the SDK hashes: the visitor's anonymous id (or, once linked, the id it was linked to). */
export const HASH_ATTRIBUTE = 'id';

export type FeaturesPayload = Record<string, FeatureDefinition>;

/**
 * The payload for the SDK. Each experiment is a feature of the same key whose value is the variation's key; its
 * default is the control. With `enrollment` off (web.client_side_experiment_enrollment = 0), or a draft, there are no
 * rules (everyone sees the control); a stopped experiment forces its winner (or the control) and enrols no one.
 */
export function featuresPayload(experiments: readonly ExperimentDefinition[], enrollment: boolean): FeaturesPayload {
  const features: FeaturesPayload = {};
  for (const experiment of experiments) {
    const keys = experiment.variations.map((variation) => variation.key);
    const control = keys[CONTROL_VARIATION_INDEX] as string;
    const definition: FeatureDefinition = { defaultValue: control };
    if (experiment.status === 'stopped') {
      definition.rules = [
        { force: experiment.winner && keys.includes(experiment.winner) ? experiment.winner : control },
      ];
    } else if (experiment.status === 'running' && enrollment) {
      definition.rules = [
        {
          key: experiment.key,
          seed: experiment.key,
          hashAttribute: HASH_ATTRIBUTE,
          hashVersion: 2,
          coverage: 1,
          variations: keys,
          weights: experiment.variations.map((variation) => variation.weight / 100),
          meta: experiment.variations.map((variation) => ({ key: variation.key, name: variation.name })),
        },
      ];
    }
    features[experiment.key] = definition;
  }
  return features;
}

export type Assignment = {
  /** The variation key the visitor sees. */
  value: string;
  /** True when the visitor is enrolled (an exposure to record), false when they only see a default or forced value. */
  inExperiment: boolean;
};

/** Evaluates one experiment for one visitor with the SDK, exactly as the browser does with the same payload. */
export function assign(features: FeaturesPayload, experimentKey: string, visitorId: string): Assignment {
  const growthbook = new GrowthBook({ attributes: { [HASH_ATTRIBUTE]: visitorId }, features });
  const result = growthbook.evalFeature<string>(experimentKey);
  growthbook.destroy();
  return {
    value: result.value ?? '',
    inExperiment: result.source === 'experiment' && Boolean(result.experimentResult?.inExperiment),
  };
}
