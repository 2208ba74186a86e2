// The results of an experiment from its counts (issue 40; docs/decisions/220-experiments-and-statistics.md): pure,
// the database part only counts exposed visitors and their conversions after the first exposure.
import type { ExperimentResults, ExperimentVariationResult } from '@larder/contracts/schemas/experiments';
import type { ExperimentMetric } from '@larder/contracts/values/experiments';
import { chiSquareGoodnessOfFit, compareProportions, type SampleSums, welch } from './statistics';

export type VariationCounts = {
  key: string;
  /** Whole percentage asked for. */
  weight: number;
  /** Exposed visitors. */
  visitors: number;
  /** Exposed visitors who converted after their first exposure. */
  conversions: number;
  /** `order_value`: per exposed visitor, the cents of their orders after the exposure (0 for none). */
  values?: SampleSums;
};

const round = (value: number | null, digits = 6) =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export function experimentResults(
  experiment: { key: string; status: string; metric: ExperimentMetric },
  counts: readonly VariationCounts[],
): ExperimentResults {
  const control = counts[0];
  const srm = chiSquareGoodnessOfFit(
    counts.map((row) => row.visitors),
    counts.map((row) => row.weight),
  );
  const variations = counts.map((row, index): ExperimentVariationResult => {
    const rate = row.visitors > 0 ? row.conversions / row.visitors : 0;
    const base: ExperimentVariationResult = {
      key: row.key,
      visitors: row.visitors,
      conversions: row.conversions,
      rate: round(rate) as number,
      uplift: null,
      ci_low: null,
      ci_high: null,
      chance_to_beat_control: null,
    };
    const values = row.values ?? { n: row.visitors, sum: 0, sumSquares: 0 };
    if (experiment.metric === 'order_value')
      base.mean_cents = round(values.n > 0 ? values.sum / values.n : 0, 2) as number;
    if (index === 0 || !control) return base;
    // Order value: Welch's t on the per-visitor means; the conversion metrics: two proportions.
    const compared =
      experiment.metric === 'order_value'
        ? welch(control.values ?? { n: control.visitors, sum: 0, sumSquares: 0 }, values)
        : compareProportions(
            { successes: control.conversions, trials: control.visitors },
            { successes: row.conversions, trials: row.visitors },
          );
    return {
      ...base,
      uplift: round(compared.uplift),
      ci_low: round(compared.upliftLow),
      ci_high: round(compared.upliftHigh),
      chance_to_beat_control: round(compared.chanceToBeatControl),
    };
  });
  return { key: experiment.key, status: experiment.status, variations, srm_p_value: srm.pValue };
}
