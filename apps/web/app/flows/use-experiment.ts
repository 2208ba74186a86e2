// The store's experiments hook (issue 40; decision 220): features/experiments' useExperiment with the first exposure
// reported as `Experiment Viewed` {experiment_id, variation_id} through the store's analytics (features/telemetry).
import { EXPERIMENT_VIEWED_EVENT } from '@larder/contracts/values/experiments';
import { useExperiment as useExperimentVariation } from '../features/experiments/model/use-experiment';
import { trackEvent } from '../features/telemetry/model/analytics';

const reportViewed = (exposure: { experiment_id: string; variation_id: string }) =>
  trackEvent(EXPERIMENT_VIEWED_EVENT, exposure);

/** `{variation, ready}` of the experiment `key` for this visitor. */
export function useExperiment(key: string): { variation: string; ready: boolean } {
  return useExperimentVariation(key, reportViewed);
}
