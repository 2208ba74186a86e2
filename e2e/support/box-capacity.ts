// The journeys edit planned boxes (add, one more): the plan engine fills a box up to `customize.volume_limit`
// (docs/decisions/191-box-capacity.md), so the journeys' server gets roomy limits with the operators' own command
// (npm run config) on its data folder, before it opens it (journey-data.ts). The limits themselves are tested by the
// API's tests.

/** `npm run config -- set NAME 1000` for both limits. */
export const ROOMY_BOX_STEPS: string[][] = ['customize.volume_limit', 'customize.cold_volume_limit'].map((name) => [
  'config',
  'set',
  name,
  '1000',
]);
