// An experiment evaluated in the browser with the GrowthBook SDK (issue 40; decision 220), on the payload the server
// made from its own experiments, so the browser and the server hash the visitor into the same variation. The SDK is
// loaded on first use (a chunk of its own: it never enters a page's first-load scripts). The local override key
// `feature-flags.overrides` may force a variation for testing, e.g. {"bigger-photos": "big"}: forced, nobody is
// enrolled and nothing is reported.
import type { ExperimentsPayload } from '@larder/contracts/schemas/experiments';
import { FEATURE_FLAG_OVERRIDES_KEY } from '@larder/contracts/values/storage-keys';

export type Evaluation = { variation: string; inExperiment: boolean };

/** The variation an override forces for `key`, when it names one of the experiment's variations. */
export function overriddenVariation(
  storage: Storage | undefined,
  key: string,
  variations: readonly string[],
): string | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FEATURE_FLAG_OVERRIDES_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const value: unknown = Reflect.get(parsed, key);
    return typeof value === 'string' && variations.includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The variation keys the payload names for `key`'s experiment (its default and its rules'). */
export function variationsOf(payload: ExperimentsPayload, key: string): string[] {
  const feature = payload.features[key] as { defaultValue?: unknown; rules?: { variations?: unknown[] }[] } | undefined;
  const keys = new Set<string>();
  if (typeof feature?.defaultValue === 'string') keys.add(feature.defaultValue);
  for (const rule of feature?.rules ?? []) for (const value of rule.variations ?? []) keys.add(String(value));
  return [...keys];
}

/** The control (the feature's default) before the SDK has answered; '' for an experiment the payload lacks. */
export function controlOf(payload: ExperimentsPayload | undefined, key: string): string {
  const feature = payload?.features[key] as { defaultValue?: unknown } | undefined;
  return typeof feature?.defaultValue === 'string' ? feature.defaultValue : '';
}

export async function evaluate(
  payload: ExperimentsPayload,
  key: string,
  storage: Storage | undefined,
): Promise<Evaluation> {
  const forced = overriddenVariation(storage, key, variationsOf(payload, key));
  if (forced !== undefined) return { variation: forced, inExperiment: false };
  const { GrowthBook } = await import('@growthbook/growthbook');
  const growthbook = new GrowthBook({
    attributes: payload.attributes,
    features: payload.features as Record<string, import('@growthbook/growthbook').FeatureDefinition>,
  });
  const result = growthbook.evalFeature<string>(key);
  growthbook.destroy();
  return {
    variation: result.value ?? controlOf(payload, key),
    inExperiment: result.source === 'experiment' && Boolean(result.experimentResult?.inExperiment),
  };
}
