// The journeys edit planned boxes (add, one more): the plan engine fills a box up to `customize.volume_limit`
// (docs/decisions/191-box-capacity.md), so the journeys' server gets roomy limits with the operators' own command
// (npm run config) on its data folder, before it opens it. The limits themselves are tested by the API's tests.
import { spawnSync } from 'node:child_process';

export function roomyBoxes(root: string, env: NodeJS.ProcessEnv): void {
  for (const name of ['customize.volume_limit', 'customize.cold_volume_limit']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/config.ts', 'set', name, '1000'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`npm run config -- set ${name} 1000 failed:\n${run.stdout}\n${run.stderr}`);
  }
}
