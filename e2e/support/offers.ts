// The journeys' limited-time offer: added and marked public with the operators' own command (npm run promo) on the
// server's data folder, before the server opens it (the embedded database allows one process at a time).
import { spawnSync } from 'node:child_process';

export const PUBLIC_OFFER = { code: 'SUMMER30', effect: 'get 30% off your first 2 boxes', deliveries: 2 } as const;

export function addPublicOffer(root: string, env: NodeJS.ProcessEnv): void {
  const promo = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/promo.ts', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`npm run promo -- ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  };
  promo(
    'add',
    PUBLIC_OFFER.code,
    '--effect',
    PUBLIC_OFFER.effect,
    '--percent',
    '30',
    '--deliveries',
    String(PUBLIC_OFFER.deliveries),
    '--ends',
    '2099-12-31',
  );
  promo('public', PUBLIC_OFFER.code);
}
