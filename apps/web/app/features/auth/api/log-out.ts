// POST /api/logout/: ends the session for good (the server clears the cookie). 403 (nobody was signed in) is fine.
import { requestJson } from '../../../lib/request';

export async function logOut(): Promise<void> {
  await requestJson({ method: 'POST', path: '/api/logout/' }, { expect: (status) => status < 400 || status === 403 });
}
