// The console's operators for the journeys: one of each role, added with the operators' own command
// (npm run operators -- add) on the server's data folder before the server opens it (journey-data.ts).
import type { OperatorRole } from '@larder/contracts/values/admin';

export const OPERATOR_PASSWORD = 'a long console passphrase for journeys';
export const OPERATORS: Record<OperatorRole, string> = {
  support: 'support.journey@example.com',
  operations: 'operations.journey@example.com',
  admin: 'admin.journey@example.com',
};

/** An operator of its own for the authenticator journey (e2e/admin-store.test.ts): enrolling changes its sign-in. */
export const TOTP_OPERATOR = 'totp.journey@example.com';

/** `npm run operators -- add EMAIL --role ROLE` for each, the password OPERATOR_PASSWORD. */
export const OPERATOR_STEPS: string[][] = [...Object.entries(OPERATORS), ['support', TOTP_OPERATOR] as const].map(
  ([role, email]) => ['operators', 'add', email, '--role', role],
);
