import { PICTURE_PATH_PREFIX } from '@larder/contracts/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PICTURE_CACHE_CONTROL } from './pictures';
import { CatalogueService } from './service';

describe('GET /api/v2/pictures/<code points>.svg', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it('serves a Twemoji SVG from the installed package with long cache headers, without a client key', async () => {
    const response = await subject.app.inject({ method: 'GET', url: `${PICTURE_PATH_PREFIX}1f357.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body.startsWith('<svg')).toBe(true);

    const revalidated = await subject.app.inject({
      method: 'GET',
      url: `${PICTURE_PATH_PREFIX}1f357.svg`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const head = await subject.app.inject({ method: 'HEAD', url: `${PICTURE_PATH_PREFIX}1f357.svg` });
    expect(head.statusCode).toBe(200);
  });

  it('has a picture for every product, pairing, tag and dish type that names one', async () => {
    const catalogue = await new CatalogueService(subject.database.db).loadCatalogue();
    const quizOptions = (
      await subject.app.inject({
        method: 'GET',
        url: '/api/v2/quiz_options/',
        headers: { authorization: 'Client larder-web' },
      })
    ).json() as { tags: Record<string, { picture: string | null }[]>; dish_types: { picture: string | null }[] };
    const paths = new Set([
      ...[...catalogue.products, ...catalogue.pairings].map((item) => item.picture),
      ...Object.values(quizOptions.tags).flatMap((tags) => tags.map((tag) => tag.picture)),
      ...quizOptions.dish_types.map((dishType) => dishType.picture),
    ]);
    paths.delete(null);
    for (const path of paths) {
      const response = await subject.app.inject({ method: 'HEAD', url: String(path) });
      expect(response.statusCode, String(path)).toBe(200);
    }
  });

  it.each([
    '0000.svg',
    '1f357.png',
    '1f357',
    '1F357.svg',
    '..%2F..%2Fpackage.json',
    '..%2Flicense.svg',
    'license',
    '%2e%2e%2fpackage.svg',
  ])('answers 404 for %s', async (name) => {
    const response = await subject.app.inject({ method: 'GET', url: `${PICTURE_PATH_PREFIX}${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
