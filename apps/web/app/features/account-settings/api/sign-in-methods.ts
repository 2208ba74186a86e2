// GET /api/v2/customers/self/sign-in-methods/ (password? linked providers) and DELETE …/{provider}/ (unlink; 409
// when it is the last way in). The query holds the SignInMethods value.
import { SignInMethods } from '@larder/contracts/schemas/account-security';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const SIGN_IN_METHODS_QUERY_KEY = ['customer', 'self', 'sign-in-methods'] as const;
const PATH = '/api/v2/customers/self/sign-in-methods/';

export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: SIGN_IN_METHODS_QUERY_KEY,
    queryFn: () => requestJson<SignInMethods>({ path: PATH }, { schema: SignInMethods }),
  });

export function unlinkProvider(provider: string): Promise<SignInMethods> {
  return requestJson<SignInMethods>(
    { method: 'DELETE', path: `${PATH}${encodeURIComponent(provider)}/` },
    { schema: SignInMethods },
  );
}
