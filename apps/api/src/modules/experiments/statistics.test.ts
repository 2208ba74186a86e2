import { describe, expect, it } from 'vitest';
import {
  chiSquareGoodnessOfFit,
  chiSquareSurvival,
  compareProportions,
  normalCdf,
  studentTQuantile975,
  summarise,
  welch,
} from './statistics';

describe('the experiments statistics against worked examples', () => {
  it('tables: Φ(1) = 0.8413, Φ(1.96) = 0.9750, χ²₁ > 3.841 has p = 0.05, t₁₀ 97.5% = 2.228', () => {
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(11.0705, 5)).toBeCloseTo(0.05, 4);
    expect(studentTQuantile975(10)).toBeCloseTo(2.228, 3);
    expect(studentTQuantile975(30)).toBeCloseTo(2.042, 3);
  });

  it("chi-square goodness of fit: Mendel's peas 315/108/101/32 against 9:3:3:1 give χ² = 0.470, p = 0.925", () => {
    const fit = chiSquareGoodnessOfFit([315, 108, 101, 32], [9, 3, 3, 1]);
    expect(fit.statistic).toBeCloseTo(0.47, 3);
    expect(fit.df).toBe(3);
    expect(fit.pValue).toBeCloseTo(0.9254, 4);
  });

  it('difference of proportions: Agresti’s aspirin study, 189/11034 vs 104/11037, 95% interval (0.0047, 0.0107)', () => {
    // Agresti, Categorical Data Analysis, §2.2: placebo vs aspirin heart attacks. Here the "treatment" is placebo so
    // the difference is positive as in the text.
    const result = compareProportions({ successes: 104, trials: 11037 }, { successes: 189, trials: 11034 });
    expect(result.difference).toBeCloseTo(0.0077, 4);
    expect(result.ciLow).toBeCloseTo(0.0047, 4);
    expect(result.ciHigh).toBeCloseTo(0.0107, 4);
    // Relative to the aspirin rate 104/11037 = 0.009423: (0.017129 − 0.009423) / 0.009423 = 0.8178.
    expect(result.uplift).toBeCloseTo(0.8178, 4);
    expect(result.chanceToBeatControl).toBeGreaterThan(0.9999);
  });

  it('chance to beat control is one half with equal rates and symmetric around it', () => {
    expect(compareProportions({ successes: 50, trials: 100 }, { successes: 50, trials: 100 }).chanceToBeatControl).toBe(
      0.5,
    );
    const up = compareProportions({ successes: 100, trials: 1000 }, { successes: 120, trials: 1000 });
    const down = compareProportions({ successes: 120, trials: 1000 }, { successes: 100, trials: 1000 });
    expect(up.chanceToBeatControl + down.chanceToBeatControl).toBeCloseTo(1, 10);
    // z = 0.02 / √(0.1·0.9/1000 + 0.12·0.88/1000) = 1.4300 → Φ = 0.92365
    expect(up.chanceToBeatControl).toBeCloseTo(0.92365, 5);
  });

  it("Welch's t: the two samples of the textbook example give t = 2.46, ν = 25.0, p = 0.021", () => {
    const a1 = [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4];
    const a2 = [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4];
    const result = welch(summarise(a1), summarise(a2));
    expect(result.controlMean).toBeCloseTo(20.82, 2);
    expect(result.treatmentMean).toBeCloseTo(22.9867, 4);
    expect(result.t).toBeCloseTo(2.4554, 4);
    expect(result.df).toBeCloseTo(24.9885, 3);
    expect(result.pValue).toBeCloseTo(0.02138, 5);
    // The interval excludes 0 exactly when p < 0.05.
    expect(result.ciLow).toBeGreaterThan(0);
    expect(result.ciLow + result.ciHigh).toBeCloseTo(2 * result.difference, 10);
  });
});
