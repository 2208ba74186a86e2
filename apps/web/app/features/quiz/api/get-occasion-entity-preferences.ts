// GET /api/v2/customers/self/occasion_entity_preferences/?limit=500: every liked occasion option, page by page.
import { OCCASION_PREFERENCES_PAGE_SIZE } from '@larder/contracts/limits';
import type { OccasionEntityPreference, OccasionEntityPreferencePage } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

export const OCCASION_ENTITY_PREFERENCES_PATH = '/api/v2/customers/self/occasion_entity_preferences/';
/** A customer never has this many; the loop stops here whatever the server says. */
const MAX_PAGES = 20;

export async function getOccasionEntityPreferences(): Promise<OccasionEntityPreference[]> {
  const path = OCCASION_ENTITY_PREFERENCES_PATH;
  const all: OccasionEntityPreference[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = { limit: OCCASION_PREFERENCES_PAGE_SIZE, offset: page * OCCASION_PREFERENCES_PAGE_SIZE };
    const body = expectStatus<OccasionEntityPreferencePage>(await request({ path, query }), { method: 'GET', path });
    all.push(...body.results);
    if (!body.next || body.results.length === 0) break;
  }
  return all;
}
