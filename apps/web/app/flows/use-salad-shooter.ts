// Whether the salad shooter's strip shows (issue 40; docs/decisions/221-salad-shooter.md): only when the feature flag
// `web.salad_shooter` is `1` and, when the store has defined the experiment `salad-shooter`, only for its `on`
// variation (while it runs, the visitor's; once stopped, the one the admin chose for everyone); with no such
// experiment the flag alone decides. Nothing shows until the visitor's variation is known: no strip that comes and
// goes. In flows/, not features/salad-shooter/: a feature imports no other feature (the flags,
// the experiments), flows compose them (decision 002, `npm run deps`).
import { SALAD_SHOOTER_EXPERIMENT, SALAD_SHOOTER_FLAG } from '@larder/contracts/values/salad-shooter';
import { useExperiment } from '../features/experiments/model/use-experiment';
import { useFeatureFlag } from '../features/flags/api/get-feature-flags';

/** The experiment's variation that sees the strip. */
export const SALAD_SHOOTER_ON = 'on';

export function useSaladShooterOn(): boolean {
  const flagOn = useFeatureFlag(SALAD_SHOOTER_FLAG);
  const { variation, ready } = useExperiment(SALAD_SHOOTER_EXPERIMENT);
  // No experiment of that key: its variation is '' (the payload has no such feature), and the flag decides.
  return flagOn && ready && (variation === '' || variation === SALAD_SHOOTER_ON);
}
