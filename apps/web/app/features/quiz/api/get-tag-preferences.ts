// GET /api/v2/customers/self/tags/: the customer's stored tag preferences.
import type { TagPreferenceList } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

const PATH = '/api/v2/customers/self/tags/';

export async function getTagPreferences(): Promise<TagPreferenceList> {
  return expectStatus(await request({ path: PATH }), { method: 'GET', path: PATH });
}
