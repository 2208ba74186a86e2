// The experiments' statistics (issue 40, docs/decisions/220-experiments-and-statistics.md): pure functions, no
// database, checked against worked examples from statistics texts in statistics.test.ts.
//  - sample ratio mismatch: Pearson's chi-square goodness of fit of the exposed visitors against the weights;
//  - conversion metrics: difference of two proportions with its 95% Wald interval, the uplift relative to the
//    control (the interval divided by the control's rate) and the chance to beat the control by normal
//    approximation;
//  - order value: Welch's t on the per-visitor means (Welch–Satterthwaite degrees of freedom).

/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/** The warning threshold of the sample ratio mismatch test. */
export const SRM_WARNING_P = 0.001;

/** ln Γ(x) by Lanczos (g = 7, n = 9), accurate to ~1e-15 for x > 0. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0] as number;
  const t = z + 7.5;
  for (let i = 1; i < 9; i += 1) a += (c[i] as number) / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lead));
  }
  // Lentz's continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(lead) * h;
}

/** P(X > x) for X chi-square with `df` degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  return gammaQ(df / 2, x / 2);
}

/** Continued fraction of the incomplete beta function (Numerical Recipes' betacf). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 1000; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/** Regularized incomplete beta I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(a, b, x)) / a;
  return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom. */
export function studentTTwoSided(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** Φ(z), the standard normal distribution function (via the complementary error function). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** erfc by the incomplete gamma: erfc(x) = Q(1/2, x²) for x ≥ 0. */
function erfc(x: number): number {
  if (x >= 0) return gammaQ(0.5, x * x);
  return 2 - gammaQ(0.5, x * x);
}

export type GoodnessOfFit = { statistic: number; df: number; pValue: number };

/**
 * Pearson's chi-square goodness of fit of `observed` counts against `weights` (any positive scale; the expected
 * counts are the total split in their proportion). With no observations, or one group, there is nothing to test: p = 1.
 */
export function chiSquareGoodnessOfFit(observed: readonly number[], weights: readonly number[]): GoodnessOfFit {
  if (observed.length !== weights.length) throw new Error('observed and weights differ in length');
  const total = observed.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const df = observed.length - 1;
  if (total === 0 || df < 1 || weightSum <= 0) return { statistic: 0, df: Math.max(df, 0), pValue: 1 };
  let statistic = 0;
  observed.forEach((count, i) => {
    const expected = (total * (weights[i] as number)) / weightSum;
    if (expected > 0) statistic += (count - expected) ** 2 / expected;
  });
  return { statistic, df, pValue: chiSquareSurvival(statistic, df) };
}

export type ProportionComparison = {
  /** Treatment rate minus control rate. */
  difference: number;
  ciLow: number;
  ciHigh: number;
  /** Relative uplift (difference / control rate) and its interval; null when the control's rate is 0. */
  uplift: number | null;
  upliftLow: number | null;
  upliftHigh: number | null;
  /** P(treatment rate > control rate) by normal approximation of the difference. */
  chanceToBeatControl: number;
};

/**
 * Difference of two proportions (treatment − control) with the 95% Wald interval
 * p₂ − p₁ ± z·√(p₁(1−p₁)/n₁ + p₂(1−p₂)/n₂). The relative interval is the absolute one divided by the control's rate
 * (treating the control's rate as known; decision 220).
 */
export function compareProportions(
  control: { successes: number; trials: number },
  treatment: { successes: number; trials: number },
): ProportionComparison {
  const p1 = control.trials > 0 ? control.successes / control.trials : 0;
  const p2 = treatment.trials > 0 ? treatment.successes / treatment.trials : 0;
  const difference = p2 - p1;
  const variance =
    (control.trials > 0 ? (p1 * (1 - p1)) / control.trials : 0) +
    (treatment.trials > 0 ? (p2 * (1 - p2)) / treatment.trials : 0);
  const se = Math.sqrt(variance);
  const ciLow = difference - Z_95 * se;
  const ciHigh = difference + Z_95 * se;
  const chanceToBeatControl = se > 0 ? normalCdf(difference / se) : difference > 0 ? 1 : difference < 0 ? 0 : 0.5;
  const relative = (value: number) => (p1 > 0 ? value / p1 : null);
  return {
    difference,
    ciLow,
    ciHigh,
    uplift: relative(difference),
    upliftLow: relative(ciLow),
    upliftHigh: relative(ciHigh),
    chanceToBeatControl,
  };
}

/** A sample summarised as count, sum and sum of squares (what one SQL aggregate returns). */
export type SampleSums = { n: number; sum: number; sumSquares: number };

export function summarise(values: readonly number[]): SampleSums {
  return {
    n: values.length,
    sum: values.reduce((a, b) => a + b, 0),
    sumSquares: values.reduce((a, b) => a + b * b, 0),
  };
}

function meanAndVariance(sample: SampleSums): { mean: number; variance: number } {
  if (sample.n === 0) return { mean: 0, variance: 0 };
  const mean = sample.sum / sample.n;
  const variance = sample.n > 1 ? Math.max(0, (sample.sumSquares - sample.n * mean * mean) / (sample.n - 1)) : 0;
  return { mean, variance };
}

export type MeanComparison = {
  controlMean: number;
  treatmentMean: number;
  difference: number;
  t: number;
  df: number;
  pValue: number;
  ciLow: number;
  ciHigh: number;
  uplift: number | null;
  upliftLow: number | null;
  upliftHigh: number | null;
  chanceToBeatControl: number;
};

/**
 * Welch's t for the difference of two means (treatment − control), the Welch–Satterthwaite degrees of freedom, the
 * 95% interval from Student's t at those degrees of freedom, and the chance to beat the control by normal approximation.
 */
export function welch(control: SampleSums, treatment: SampleSums): MeanComparison {
  const a = meanAndVariance(control);
  const b = meanAndVariance(treatment);
  const va = control.n > 0 ? a.variance / control.n : 0;
  const vb = treatment.n > 0 ? b.variance / treatment.n : 0;
  const se = Math.sqrt(va + vb);
  const difference = b.mean - a.mean;
  const denominator =
    (control.n > 1 ? va ** 2 / (control.n - 1) : 0) + (treatment.n > 1 ? vb ** 2 / (treatment.n - 1) : 0);
  const df = denominator > 0 ? (va + vb) ** 2 / denominator : 1;
  const t = se > 0 ? difference / se : 0;
  const pValue = se > 0 ? studentTTwoSided(t, df) : 1;
  const critical = se > 0 ? studentTQuantile975(df) : 0;
  const ciLow = difference - critical * se;
  const ciHigh = difference + critical * se;
  const relative = (value: number) => (a.mean !== 0 ? value / a.mean : null);
  return {
    controlMean: a.mean,
    treatmentMean: b.mean,
    difference,
    t,
    df,
    pValue,
    ciLow,
    ciHigh,
    uplift: relative(difference),
    upliftLow: relative(ciLow),
    upliftHigh: relative(ciHigh),
    chanceToBeatControl: se > 0 ? normalCdf(difference / se) : difference > 0 ? 1 : difference < 0 ? 0 : 0.5,
  };
}

/** The t with two-sided p = 0.05 at `df` degrees of freedom, by bisection on the distribution. */
export function studentTQuantile975(df: number): number {
  let low = 0;
  let high = 1000;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (studentTTwoSided(mid, df) > 0.05) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
