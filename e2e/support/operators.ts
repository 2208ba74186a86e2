// The console's operators for the journeys: one of each role, added with the operators' own command
// (npm run operators -- add, the password on standard input) on the server's data folder before the server opens it
// (the embedded database allows one process at a time).
import { spawnSync } from 'node:child_process';
import type { OperatorRole } from '@larder/contracts/values/admin';

export const OPERATOR_PASSWORD = 'a long console passphrase for journeys';
export const OPERATORS: Record<OperatorRole, string> = {
  support: 'support.journey@example.com',
  operations: 'operations.journey@example.com',
  admin: 'admin.journey@example.com',
};

/** An operator of its own for the authenticator journey (e2e/admin-store.test.ts): enrolling changes its sign-in. */
export const TOTP_OPERATOR = 'totp.journey@example.com';

export function addOperators(root: string, env: NodeJS.ProcessEnv): void {
  for (const [role, email] of [...Object.entries(OPERATORS), ['support', TOTP_OPERATOR] as const]) {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/operators.ts', 'add', email, '--role', role],
      { cwd: root, env, input: `${OPERATOR_PASSWORD}\n`, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`npm run operators -- add ${email} failed:\n${run.stdout}\n${run.stderr}`);
  }
}
