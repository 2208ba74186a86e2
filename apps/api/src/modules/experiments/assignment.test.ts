import { SRM_WARNING_P_VALUE } from '@larder/contracts/values/experiments';
import { describe, expect, it } from 'vitest';
import { assign, type ExperimentDefinition, featuresPayload } from './assignment';
import { experimentResults } from './results';

const experiment = (weights: [number, number], status: ExperimentDefinition['status'] = 'running') =>
  ({
    key: 'salad-shooter',
    name: 'Salad shooter',
    status,
    winner: null,
    variations: [
      { key: 'off', name: 'Off', weight: weights[0] },
      { key: 'on', name: 'On', weight: weights[1] },
    ],
  }) satisfies ExperimentDefinition;

/** Enrols `visitors` simulated visitors through the GrowthBook SDK and counts them per variation. */
function enrol(definition: ExperimentDefinition, visitors: number) {
  const features = featuresPayload([definition], true);
  const counts = new Map<string, number>();
  for (let i = 0; i < visitors; i += 1) {
    const { value, inExperiment } = assign(features, definition.key, `visitor-${i}-${(i * 2654435761) % 2 ** 32}`);
    expect(inExperiment).toBe(true);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [counts.get('off') ?? 0, counts.get('on') ?? 0] as const;
}

describe('assignment with the GrowthBook SDK', () => {
  it('10,000 visitors at 50/50 pass the SRM check; a 90/10 split answered as 50/50 is flagged', () => {
    const split = enrol(experiment([50, 50]), 10_000);
    expect(split[0] + split[1]).toBe(10_000);
    const fair = experimentResults({ key: 'salad-shooter', status: 'running', metric: 'addon_rate' }, [
      { key: 'off', weight: 50, visitors: split[0], conversions: 0 },
      { key: 'on', weight: 50, visitors: split[1], conversions: 0 },
    ]);
    expect(fair.srm_p_value).toBeGreaterThan(SRM_WARNING_P_VALUE);

    const skewed = enrol(experiment([90, 10]), 10_000);
    expect(skewed[0] / 10_000).toBeCloseTo(0.9, 1);
    const broken = experimentResults({ key: 'salad-shooter', status: 'running', metric: 'addon_rate' }, [
      { key: 'off', weight: 50, visitors: skewed[0], conversions: 0 },
      { key: 'on', weight: 50, visitors: skewed[1], conversions: 0 },
    ]);
    expect(broken.srm_p_value).toBeLessThan(SRM_WARNING_P_VALUE);
  });

  it('a visitor keeps the variation on every evaluation (deterministic hash of the id and the experiment key)', () => {
    const features = featuresPayload([experiment([50, 50])], true);
    const first = Array.from({ length: 50 }, (_, i) => assign(features, 'salad-shooter', `v${i}`).value);
    const again = Array.from({ length: 50 }, (_, i) => assign(features, 'salad-shooter', `v${i}`).value);
    expect(again).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['off', 'on']));
  });

  it('enrollment off, a draft or a stopped experiment enrol no one and show the control (or the chosen winner)', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `v${i}`);
    const off = featuresPayload([experiment([50, 50])], false);
    expect(ids.map((id) => assign(off, 'salad-shooter', id))).toEqual(
      ids.map(() => ({ value: 'off', inExperiment: false })),
    );
    const draft = featuresPayload([experiment([50, 50], 'draft')], true);
    expect(new Set(ids.map((id) => assign(draft, 'salad-shooter', id).value))).toEqual(new Set(['off']));
    const stopped = featuresPayload([experiment([50, 50], 'stopped')], true);
    expect(ids.every((id) => assign(stopped, 'salad-shooter', id).inExperiment === false)).toBe(true);
    expect(new Set(ids.map((id) => assign(stopped, 'salad-shooter', id).value))).toEqual(new Set(['off']));
    const won = featuresPayload([{ ...experiment([50, 50], 'stopped'), winner: 'on' }], true);
    expect(new Set(ids.map((id) => assign(won, 'salad-shooter', id).value))).toEqual(new Set(['on']));
  });
});
