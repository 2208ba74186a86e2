// POST /api/v2/customers/self/occasion_entity_preferences/bulk_delete/: remove liked occasion options by id.
import type { BulkDeleteRequest } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { OCCASION_ENTITY_PREFERENCES_PATH } from './get-occasion-entity-preferences';

const PATH = `${OCCASION_ENTITY_PREFERENCES_PATH}bulk_delete/`;

export async function bulkDeleteOccasionEntityPreferences(ids: number[]): Promise<{ deleted: number }> {
  const body: BulkDeleteRequest = { ids };
  return expectStatus(await request({ method: 'POST', path: PATH, body }), { method: 'POST', path: PATH });
}
