// Browser journeys run against the real server: this builds the storefront once (the build serves any port), starts
// the API on a free port and a throw-away data folder serving that build, and hands the address and the build (for a
// journey's own server: support/server.ts `buildWeb`) to the tests.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './support/chromium';
import {
  copyJourneyData,
  dropDatabases,
  type JourneyData,
  makeJourneyData,
  newDatabaseName,
  storeEnv,
} from './support/journey-data';
import { startProviderStandIn } from './support/providers';
import { buildStorefront, freePort, root, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** TELEMETRY_OPERATOR_TOKEN of the server, to read what the collectors stored. */
    operatorToken: string;
    /** The stand-in for Google, Apple, Facebook and reCAPTCHA (e2e/support/providers.ts): POST /control. */
    providersUrl: string;
  }
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail at once, with a hint, when the browser is missing
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-'));
  const operatorToken = crypto.randomBytes(24).toString('hex');
  const providers = await startProviderStandIn();

  // The build holds no provider setting: the server reads the stand-ins' public ids and script URLs at start and
  // serves them to the pages (docs/decisions/090-…), as it does the server-side ones.
  const providerSettings = { ...providers.webEnv, ...providers.serverEnv };
  // E2E_WEB_BUILD: a build made before, for a developer running a journey again (`NODE_ENV=production
  // WEB_BUILD_OUT=$PWD/.tmp/web-kept npm run build -w @larder/web`, inside the repository: its server part imports the
  // packages); kept afterwards. Unset (CI, `npm test`), the run makes its own build and removes it.
  const reused = process.env.E2E_WEB_BUILD;
  // The web build runs in its own process while the server's database is prepared beside it: each waited on the other
  // before, one after the other (about two minutes each on a loaded machine).
  const building = reused ? Promise.resolve(path.resolve(reused)) : buildStorefront();
  let buildOut: string;
  let journeyData: JourneyData;
  // This run's databases on E2E_DATABASE_URL's server (its copies and its journeys' own), dropped at the end.
  const databasePrefix = newDatabaseName(`${process.env.E2E_DATABASE_PREFIX ?? 'larder_e2e_'}lane_`) + '_';
  try {
    // Migrated and seeded, roomy boxes and the console's operators (the template a journey's own server starts from:
    // support/server.ts `seededStore`), then the public offer: made here, or once for both lanes by
    // `npm run test:e2e:lanes` (E2E_JOURNEY_DATA), and copied.
    const made = process.env.E2E_JOURNEY_DATA;
    journeyData = made
      ? await copyJourneyData(made, work, databasePrefix)
      : makeJourneyData(root, work, databasePrefix);
    buildOut = await building;
  } catch (error) {
    await building.then((out) => reused || fs.rmSync(out, { recursive: true, force: true })).catch(() => undefined);
    await providers.close();
    await dropDatabases(databasePrefix);
    throw error;
  }

  const server = await startServer(port, buildOut, {
    ...providerSettings,
    ...storeEnv(journeyData.data),
    TELEMETRY_OPERATOR_TOKEN: operatorToken,
    // The account home's journeys move the server's clock past a week's cutoff (e2e/support/clock.ts).
    TEST_CLOCK: 'true',
    // Every journey signs up and logs in from one address, 127.0.0.1, within one window: at the default 30 sign-ups
    // per address a long run's later journeys were refused (429), and their "Continue" never left the page. The
    // limits themselves are tested in the accounts API suites.
    SIGNUP_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  });

  project.provide('baseUrl', origin);
  project.provide('webBuild', buildOut);
  project.provide('providerSettings', providerSettings);
  project.provide('e2eDataTemplate', journeyData.template);
  project.provide('e2eDatabasePrefix', databasePrefix);
  project.provide('operatorToken', operatorToken);
  project.provide('providersUrl', providers.url);

  return async () => {
    await server.stop();
    await providers.close();
    await dropDatabases(databasePrefix);
    fs.rmSync(work, { recursive: true, force: true });
    if (!reused) fs.rmSync(buildOut, { recursive: true, force: true });
  };
}
