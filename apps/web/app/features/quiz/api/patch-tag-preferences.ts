// PATCH /api/v2/customers/self/tags/: like (1), dislike (-1) or remove (0) tags.
import type { TagPreferenceEntry, TagPreferenceList } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

const PATH = '/api/v2/customers/self/tags/';

export async function patchTagPreferences(entries: TagPreferenceEntry[]): Promise<TagPreferenceList> {
  return expectStatus(await request({ method: 'PATCH', path: PATH, body: entries }), { method: 'PATCH', path: PATH });
}
