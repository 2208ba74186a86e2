// Operators for the console's API tests: an operator of each role made with the real service and signed in through
// POST /api/admin/session/, and a caller that sends the client key and a cookie from its own address.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OperatorAccounts } from '../src/modules/operators/operator-accounts';
import { CLIENT_HEADERS } from './accounts';

export const OPERATOR_PASSWORD = 'a long operator passphrase';

export function consoleClient(app: () => FastifyInstance, addressPrefix: string) {
  let counter = 0;
  const call = (cookie: string | undefined, options: InjectOptions) => {
    counter += 1;
    return app().inject({
      remoteAddress: `${addressPrefix}.${Math.floor(counter / 250)}.${counter % 250}`,
      ...options,
      headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string>) },
    });
  };

  /** A new operator with `role`, signed in: its id and cookie header. */
  const operatorAccount = async (
    email: string,
    role: 'support' | 'operations' | 'admin',
  ): Promise<{ id: number; cookie: string }> => {
    const api = app();
    const row = await new OperatorAccounts(api.database.db, api.clock, api.operatorSessions, api.passwords).add(
      email,
      role,
      OPERATOR_PASSWORD,
      null,
    );
    const response = await call(undefined, {
      method: 'POST',
      url: '/api/admin/session/',
      payload: { email, password: OPERATOR_PASSWORD },
    });
    const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
    if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
    return { id: row.id, cookie: `${cookie.name}=${cookie.value}` };
  };

  /** A new operator with `role`, signed in: its cookie header. */
  const operator = async (email: string, role: 'support' | 'operations' | 'admin') =>
    (await operatorAccount(email, role)).cookie;

  /** How many requests `call` has sent: distinct per call, for names and times a test must not repeat. */
  const calls = () => counter;

  return { call, operator, operatorAccount, calls };
}
