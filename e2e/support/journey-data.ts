// The journeys' data folder (docs/decisions/181-faults-load-and-sweeps.md, "The journeys' data, once"): migrated and
// seeded, with roomy boxes and the console's operators (`data-template`, what a journey's own server starts from:
// support/server.ts `seededDataDir`), then the public offer (`data`, the run's server's). Made by one process
// running the operators' own commands (apps/api/test/journey-data.ts), once per run: `npm run test:e2e:lanes` makes
// it for both lanes and hands it to them as E2E_JOURNEY_DATA, which each lane copies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOMY_BOX_STEPS } from './box-capacity';
import { PUBLIC_OFFER_STEPS } from './offers';
import { OPERATOR_PASSWORD, OPERATOR_STEPS } from './operators';

export interface JourneyData {
  /** The run's server's folder: the template's data and the public offer. */
  dataDir: string;
  /** Migrated and seeded, roomy boxes, the operators; no public offer, never opened by a server. */
  templateDir: string;
}

export function journeyDataIn(folder: string): JourneyData {
  return { dataDir: path.join(folder, 'data'), templateDir: path.join(folder, 'data-template') };
}

/** Makes both folders under `folder` (which must not hold them yet). */
export function makeJourneyData(root: string, folder: string): JourneyData {
  const data = journeyDataIn(folder);
  const planFile = path.join(folder, 'journey-data.json');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    planFile,
    JSON.stringify({
      ...data,
      password: OPERATOR_PASSWORD,
      before: [...ROOMY_BOX_STEPS, ...OPERATOR_STEPS],
      after: PUBLIC_OFFER_STEPS,
    }),
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/test/journey-data.ts', planFile], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  fs.rmSync(planFile, { force: true });
  if (run.status !== 0)
    throw new Error(`the journeys' data failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  return data;
}

/** Copies a folder made by makeJourneyData (E2E_JOURNEY_DATA) into `folder`. */
export function copyJourneyData(from: string, folder: string): JourneyData {
  const source = journeyDataIn(from);
  const data = journeyDataIn(folder);
  fs.cpSync(source.dataDir, data.dataDir, { recursive: true });
  fs.cpSync(source.templateDir, data.templateDir, { recursive: true });
  return data;
}

// `node --import tsx e2e/support/journey-data.ts FOLDER`: what `npm run test:e2e:lanes` runs once for both lanes.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  makeJourneyData(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    path.resolve(process.argv[2] ?? ''),
  );
}
