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

  /** A new operator with `role`, signed in: its cookie header. */
  const operator = async (email: string, role: 'support' | 'operations' | 'admin'): Promise<string> => {
    const api = app();
    await new OperatorAccounts(api.database.db, api.clock, api.operatorSessions).add(
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
    return `${cookie.name}=${cookie.value}`;
  };

  return { call, operator };
}
