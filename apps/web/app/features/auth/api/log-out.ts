// POST /api/logout/: ends the session for good (the server clears the cookie).
import { request } from '../../../lib/request';

export async function logOut(): Promise<void> {
  const response = await request({ method: 'POST', path: '/api/logout/' });
  if (response.status >= 400 && response.status !== 403) throw new Error(`logout answered ${response.status}`);
}
