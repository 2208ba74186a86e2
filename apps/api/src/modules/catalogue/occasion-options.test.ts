import {
  type Catalogue,
  DIETARY_FLAG_NAMES,
  DIETARY_FLAGS,
  type DietaryFlag,
  isSuitable,
} from '@larder/contracts/schemas/catalogue';
import { OccasionOptions } from '@larder/contracts/schemas/quiz-options';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CatalogueService } from './service';

const CLIENT = { authorization: 'Client larder-web' };

describe('GET /api/v2/occasion_preference_options/', () => {
  let subject: TestApp;
  let catalogue: Catalogue;
  beforeAll(async () => {
    subject = await createTestApp();
    catalogue = await new CatalogueService(subject.database.db).loadCatalogue();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  async function options(query = '') {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/v2/occasion_preference_options/${query ? `?${query}` : ''}`,
      headers: CLIENT,
    });
    expect(response.statusCode, response.body).toBe(200);
    return OccasionOptions.parse(response.json());
  }

  function itemOf(option: { type: string; object_id: number }) {
    const list = option.type === 'product' ? catalogue.products : catalogue.pairings;
    return list.find((item) => item.id === option.object_id);
  }

  it('offers at least 8 catalogue items for each of breakfast, lunch, dinner, snack and sweet', async () => {
    const all = await options();
    expect(Object.keys(all)).toEqual([...OCCASIONS]);
    for (const occasion of OCCASIONS) {
      expect(all[occasion].length, occasion).toBeGreaterThanOrEqual(8);
      for (const option of all[occasion]) {
        const item = itemOf(option);
        expect(item, `${option.type} ${option.object_id}`).toBeDefined();
        expect(item?.occasions).toContain(occasion);
        expect(option.name).toBe(item?.name);
        expect(option.picture).toBe(item?.picture);
      }
      const keys = all[occasion].map((option) => `${option.type}:${option.object_id}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('respects every dietary flag given, for any combination of flags', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray([...DIETARY_FLAG_NAMES]), async (flags: DietaryFlag[]) => {
        const answer = await options(flags.map((flag) => `${flag}=true`).join('&'));
        const dietaryIds = flags.map((flag) => DIETARY_FLAGS[flag]);
        for (const occasion of OCCASIONS) {
          for (const option of answer[occasion]) {
            const item = itemOf(option);
            expect(item && isSuitable(item.contains, dietaryIds), `${option.name}: ${flags.join(',')}`).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('still offers choices on every screen to anyone with one diet or dietary need', async () => {
    for (const flag of DIETARY_FLAG_NAMES) {
      const answer = await options(`${flag}=true`);
      for (const occasion of OCCASIONS)
        expect(answer[occasion].length, `${flag} ${occasion}`).toBeGreaterThanOrEqual(5);
    }
    const strict = await options('is_vegan=true&is_gluten_free=true&is_peanut_free=true');
    for (const occasion of OCCASIONS) expect(strict[occasion].length, occasion).toBeGreaterThanOrEqual(3);
  });

  it('answers 400 for an unknown flag or a value that is not a boolean', async () => {
    for (const query of ['is_vegam=true', 'is_vegan=maybe', 'vegan=1']) {
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/v2/occasion_preference_options/?${query}`,
        headers: CLIENT,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    }
  });

  it('needs the client key like every /api/ call', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/v2/occasion_preference_options/' });
    expect(response.statusCode).toBe(401);
  });
});
