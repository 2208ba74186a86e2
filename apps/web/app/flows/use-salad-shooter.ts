// Whether the salad shooter's strip shows (issue 40; docs/decisions/221-salad-shooter.md): only when the feature flag
// `web.salad_shooter` is `1`. In flows/, not features/salad-shooter/: a feature imports no other feature (the flags,
// the experiments), flows compose them (decision 002, `npm run deps`).
import { SALAD_SHOOTER_FLAG } from '@larder/contracts/values/salad-shooter';
import { useFeatureFlag } from '../features/flags/api/get-feature-flags';

export function useSaladShooterOn(): boolean {
  const flagOn = useFeatureFlag(SALAD_SHOOTER_FLAG);
  // experiment salad-shooter: variation "on"
  // While the experiment `salad-shooter` runs, the strip shows only to its `on` variation: the lead wires
  // `useExperiment('salad-shooter')` (features/experiments/) here, as `flagOn && variation === 'on'`.
  return flagOn;
}
