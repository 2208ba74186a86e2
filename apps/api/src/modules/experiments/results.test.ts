import { describe, expect, it } from 'vitest';
import { experimentResults } from './results';
import { summarise } from './statistics';

describe('experiment results on fixed data, against a hand computation', () => {
  it('a conversion metric: rates, uplift, its 95% interval, chance to beat control and the SRM p-value', () => {
    const results = experimentResults({ key: 'salad-shooter', status: 'running', metric: 'addon_rate' }, [
      { key: 'off', weight: 50, visitors: 1000, conversions: 100 },
      { key: 'on', weight: 50, visitors: 1100, conversions: 132 },
    ]);
    // p₁ = 100/1000 = 0.10, p₂ = 132/1100 = 0.12, difference 0.02, uplift 0.02 / 0.10 = +20%.
    // se = √(0.1·0.9/1000 + 0.12·0.88/1100) = √(0.00009 + 0.000096) = 0.0136382;
    // 95%: 0.02 ± 1.96·0.0136382 = (−0.006730, 0.046730) → relative (−0.06730, 0.46730);
    // chance to beat control Φ(0.02 / 0.0136382) = Φ(1.46647) = 0.92874.
    // SRM: expected 1050 each, χ² = 2·50²/1050 = 4.7619 on 1 df → p = 0.0291.
    expect(results.key).toBe('salad-shooter');
    expect(results.variations.map((row) => [row.key, row.visitors, row.conversions, row.rate])).toEqual([
      ['off', 1000, 100, 0.1],
      ['on', 1100, 132, 0.12],
    ]);
    const [control, on] = results.variations;
    expect(control?.uplift).toBeNull();
    expect(control?.chance_to_beat_control).toBeNull();
    expect(on?.uplift).toBeCloseTo(0.2, 6);
    expect(on?.ci_low).toBeCloseTo(-0.067303, 5);
    expect(on?.ci_high).toBeCloseTo(0.467303, 5);
    expect(on?.chance_to_beat_control).toBeCloseTo(0.92874, 5);
    expect(on?.mean_cents).toBeUndefined();
    expect(results.srm_p_value).toBeCloseTo(0.029096, 5);
  });

  it('order value: mean cents per exposed visitor and a Welch interval relative to the control', () => {
    const results = experimentResults({ key: 'box-default', status: 'stopped', metric: 'order_value' }, [
      { key: 'control', weight: 50, visitors: 6, conversions: 3, values: summarise([0, 2000, 3000, 0, 1500, 0]) },
      { key: 'bigger', weight: 50, visitors: 6, conversions: 4, values: summarise([2500, 0, 4000, 3500, 0, 3000]) },
    ]);
    // Means 1083.33 and 2166.67 cents: uplift +100%. Welch: ν = 9.1609, t₀.₉₇₅(ν) = 2.25612, interval relative to the
    // control (−0.84483, 2.84483); chance to beat control Φ(d/se) = 0.88932. Equal visitors: SRM p = 1.
    const [control, bigger] = results.variations;
    expect(control?.mean_cents).toBe(1083.33);
    expect(bigger?.mean_cents).toBe(2166.67);
    expect(bigger?.rate).toBeCloseTo(0.666667, 6);
    expect(bigger?.uplift).toBeCloseTo(1, 6);
    expect(bigger?.ci_low).toBeCloseTo(-0.844834, 4);
    expect(bigger?.ci_high).toBeCloseTo(2.844834, 4);
    expect(bigger?.chance_to_beat_control).toBeCloseTo(0.889323, 5);
    expect(results.srm_p_value).toBeCloseTo(1, 10);
  });

  it('a control without conversions has no relative uplift, not a division by zero', () => {
    const results = experimentResults({ key: 'x', status: 'running', metric: 'signup' }, [
      { key: 'a', weight: 50, visitors: 10, conversions: 0 },
      { key: 'b', weight: 50, visitors: 10, conversions: 2 },
    ]);
    expect(results.variations[1]?.uplift).toBeNull();
    expect(results.variations[1]?.chance_to_beat_control).toBeGreaterThan(0.9);
  });
});
