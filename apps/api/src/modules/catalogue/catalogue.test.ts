import {
  DIETARY_FLAG_NAMES,
  DIETARY_FLAGS,
  type DietaryFlag,
  isSuitable,
  Pairing,
  PairingPage,
  Product,
  ProductPage,
  suitableDietaryIds,
} from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CLIENT = { authorization: 'Client larder-web' };

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.app.close();
});

async function get(url: string) {
  return subject.app.inject({ method: 'GET', url, headers: CLIENT });
}

async function productPage(query: string) {
  const response = await get(`/api/v2/products/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ProductPage.parse(response.json());
}

async function pairingPage(query: string) {
  const response = await get(`/api/v2/pairings/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return PairingPage.parse(response.json());
}

const flagQuery = (flags: readonly DietaryFlag[]) => flags.map((flag) => `${flag}=true`).join('&');

describe('GET /api/v2/products/', () => {
  it('answers a first page of 20 products in name order, with every field of the contract', async () => {
    const page = await productPage('');
    expect(page.count).toBeGreaterThanOrEqual(300);
    expect(page.results).toHaveLength(20);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('http://localhost:3000/api/v2/products/?limit=20&offset=20');
    const names = page.results.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const product = page.results[0];
    expect(product?.picture).toMatch(/^\/api\/v2\/pictures\/[0-9a-f-]+\.svg$/);
    expect(product?.price_cents).toBeGreaterThan(0);
    expect(product?.ingredients.length).toBeGreaterThan(0);
    for (const item of page.results) expect(item.suitable_for).toEqual(suitableDietaryIds(item.contains));
  });

  it('builds next and previous on PUBLIC_API_ORIGIN, never on the Host the client sent (issue 18, finding 5)', async () => {
    const response = await subject.app.inject({
      url: '/api/v2/products/?limit=10&offset=10',
      headers: { ...CLIENT, host: 'evil.example' },
    });
    expect(response.headers['cache-control']).toMatch(/public/);
    const page = response.json();
    expect(page.next).toBe('http://localhost:3000/api/v2/products/?limit=10&offset=20');
    expect(page.previous).toBe('http://localhost:3000/api/v2/products/?limit=10');
    expect(response.body).not.toContain('evil.example');
  });

  it('pages through every product once with limit and offset', async () => {
    const seen: number[] = [];
    let url: string | null = '/api/v2/products/?limit=150';
    let count = 0;
    while (url) {
      const response = await get(url.replace('http://localhost:3000', ''));
      const page = ProductPage.parse(response.json());
      count = page.count;
      seen.push(...page.results.map((product) => product.id));
      url = page.next;
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);

    const middle = await productPage('limit=10&offset=15');
    expect(middle.previous).toBe('http://localhost:3000/api/v2/products/?limit=10&offset=5');
    const second = await productPage('limit=10&offset=10');
    expect(second.previous).toBe('http://localhost:3000/api/v2/products/?limit=10');
    const past = await productPage('offset=100000');
    expect(past.results).toEqual([]);
    expect(past.count).toBe(count);
  });

  it('filters by occasion (any of a comma list), tag, dish type and ids', async () => {
    const sweets = await productPage('occasion=sweet&limit=500');
    expect(sweets.count).toBeGreaterThan(0);
    for (const product of sweets.results) expect(product.occasions).toContain('sweet');

    const either = await productPage('occasion=snack,sweet&limit=500');
    expect(either.count).toBeGreaterThan(sweets.count);
    for (const product of either.results) {
      expect(product.occasions.some((occasion) => occasion === 'snack' || occasion === 'sweet')).toBe(true);
    }

    const thai = 112; // Thai
    const tagged = await productPage(`tag=${thai}&limit=500`);
    expect(tagged.count).toBeGreaterThan(0);
    for (const product of tagged.results) expect(product.tags).toContain(thai);

    const sides = await productPage('dish_type=18&limit=500');
    expect(sides.count).toBeGreaterThan(0);
    for (const product of sides.results) expect(product.dish_type).toBe(18);

    const byId = await productPage('id__in=3,1,2');
    expect(byId.results.map((product) => product.id).sort()).toEqual([1, 2, 3]);

    const combined = await productPage(`occasion=dinner&tag=${thai}&is_vegan=true&limit=500`);
    for (const product of combined.results) {
      expect(product.occasions).toContain('dinner');
      expect(product.tags).toContain(thai);
      expect(product.contains.dairy || product.contains.egg || product.contains.fish).toBe(false);
    }
  });

  it('keeps every dietary flag given, for any combination of flags', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray([...DIETARY_FLAG_NAMES], { maxLength: 5 }), async (flags) => {
        const page = await productPage(`${flagQuery(flags)}&limit=500`);
        const dietaryIds = flags.map((flag) => DIETARY_FLAGS[flag]);
        for (const product of page.results) {
          expect(isSuitable(product.contains, dietaryIds), `${product.name} with ${flags.join(',')}`).toBe(true);
          for (const dietaryId of dietaryIds) expect(product.suitable_for).toContain(dietaryId);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('really excludes what each single flag rules out, and nothing more', async () => {
    const all = await productPage('limit=500');
    for (const flag of DIETARY_FLAG_NAMES) {
      const page = await productPage(`${flag}=true&limit=500`);
      const expected = all.results.filter((product) => isSuitable(product.contains, [DIETARY_FLAGS[flag]]));
      expect(page.count, flag).toBe(expected.length);
      expect(page.count, flag).toBeLessThan(all.count);
      expect(page.count, flag).toBeGreaterThan(0);
    }
    const off = await productPage('is_vegan=false&is_gluten_free=0&limit=500');
    expect(off.count).toBe(all.count);
  });

  it('answers one product by id, and 404 for an unknown one', async () => {
    const response = await get('/api/v2/products/1/');
    expect(response.statusCode).toBe(200);
    expect(Product.parse(response.json()).id).toBe(1);
    expect((await get('/api/v2/products/999999/')).statusCode).toBe(404);
    expect((await get('/api/v2/products/abc/')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/pairings/', () => {
  it('answers pairings with prep time, steps and their products', async () => {
    const page = await pairingPage('limit=500');
    expect(page.count).toBeGreaterThanOrEqual(120);
    for (const pairing of page.results) {
      expect(pairing.products.length).toBeGreaterThanOrEqual(2);
      expect(pairing.steps.length).toBeGreaterThan(0);
      expect(pairing.prep_minutes).toBeGreaterThan(0);
      for (const product of pairing.products) expect(product.picture).toMatch(/^\/api\/v2\/pictures\//);
    }
    for (const occasion of OCCASIONS) {
      expect(
        page.results.some((pairing) => pairing.occasions.includes(occasion)),
        occasion,
      ).toBe(true);
    }
  });

  it('keeps every dietary flag given, for any combination of flags', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...DIETARY_FLAG_NAMES], { maxLength: 5 }),
        fc.constantFrom(...OCCASIONS),
        async (flags, occasion) => {
          const page = await pairingPage(`${flagQuery(flags)}&occasion=${occasion}&limit=500`);
          const dietaryIds = flags.map((flag) => DIETARY_FLAGS[flag]);
          for (const pairing of page.results) {
            expect(isSuitable(pairing.contains, dietaryIds), `${pairing.name} with ${flags.join(',')}`).toBe(true);
            expect(pairing.occasions).toContain(occasion);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers one pairing by id with its steps, and 404 for an unknown one', async () => {
    const response = await get('/api/v2/pairings/1/');
    expect(response.statusCode).toBe(200);
    const pairing = Pairing.parse(response.json());
    expect(pairing.steps.length).toBeGreaterThan(0);
    expect((await get('/api/v2/pairings/999999/')).statusCode).toBe(404);
  });
});

describe('catalogue search', () => {
  it('ranks the item whose name is the query first', async () => {
    const products = (await productPage('limit=500')).results;
    const pairings = (await pairingPage('limit=500')).results;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...products), fc.constantFrom(...pairings), async (product, pairing) => {
        const foundProduct = await productPage(`search=${encodeURIComponent(product.name)}`);
        expect(foundProduct.results[0]?.id, product.name).toBe(product.id);
        const foundPairing = await pairingPage(`search=${encodeURIComponent(pairing.name.toLowerCase())}`);
        expect(foundPairing.results[0]?.id, pairing.name).toBe(pairing.id);
      }),
      { numRuns: 30 },
    );
  });

  it('matches word prefixes, stems, descriptions and tags, best first', async () => {
    const tikka = await productPage('search=chick%20tikk');
    expect(tikka.results[0]?.name).toBe('Chicken Tikka Masala with Basmati');
    const curries = await pairingPage('search=curries&limit=50');
    expect(curries.count).toBeGreaterThan(3);
    expect(curries.results.slice(0, 3).every((pairing) => /curry/i.test(pairing.name))).toBe(true);
    const vegan = await productPage('search=Thai&is_vegan=true&limit=100');
    for (const product of vegan.results) expect(product.contains.dairy).toBe(false);
    expect(vegan.count).toBeGreaterThan(0);
  });

  it('finds nothing for text without words, and never fails on query syntax', async () => {
    expect((await productPage('search=%21%21%21')).count).toBe(0);
    for (const text of ["'", '&|!:*()', 'tofu & | !', 'a:*B', '\\', 'crème brûlée', '🍕']) {
      const response = await get(`/api/v2/products/?search=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
    }
    const blank = await productPage('search=%20%20');
    expect(blank.count).toBeGreaterThanOrEqual(300);
  });
});

describe('bad catalogue queries', () => {
  it.each([
    'limit=0',
    'limit=501',
    'limit=abc',
    'limit=1e2',
    'offset=-1',
    'occasion=brunch',
    'occasion=',
    'tag=abc',
    'tag=1,x',
    'dish_type=0',
    'id__in=-1',
    'is_vegan=yes',
    'is_vegan=',
    'is_vegam=true',
    'tag=1&tag=2',
    `search=${'a'.repeat(201)}`,
  ])('%s answers 400 with {detail, code}', async (query) => {
    for (const path of ['/api/v2/products/', '/api/v2/pairings/']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    }
  });

  it('never answers 500, whatever the query string', async () => {
    const keys = [
      'limit',
      'offset',
      'occasion',
      'tag',
      'dish_type',
      'id__in',
      'search',
      'is_vegan',
      'is_soy_free',
      'x',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.integer().map(String))), {
          maxLength: 4,
        }),
        fc.constantFrom('/api/v2/products/', '/api/v2/pairings/'),
        async (pairs, path) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await get(`${path}?${query}`);
          expect([200, 400], `${path}?${query}: ${response.body}`).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
    expect((await get('/api/v2/products/?search=%00')).statusCode).toBe(400);
  });

  it('names unknown tag and dish type ids', async () => {
    const tags = await get('/api/v2/products/?tag=101,999999');
    expect(tags.statusCode).toBe(400);
    expect(tags.json()).toMatchObject({ code: 'unknown_tags', ids: [999999] });
    const dishTypes = await get('/api/v2/pairings/?dish_type=4242');
    expect(dishTypes.statusCode).toBe(400);
    expect(dishTypes.json()).toMatchObject({ code: 'unknown_dish_types', ids: [4242] });
  });
});

describe('the API description', () => {
  it('documents the catalogue and quiz endpoints with their parameters', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    const names = (operation: { parameters: { name: string }[] }) =>
      operation.parameters.map((parameter) => parameter.name);
    expect(names(paths['/api/v2/products/'].get)).toEqual(
      expect.arrayContaining(['is_vegan', 'is_grain_free', 'occasion', 'tag', 'search', 'limit', 'offset']),
    );
    expect(paths['/api/v2/pairings/'].get.responses['200']).toBeDefined();
    expect(names(paths['/api/v2/occasion_preference_options/'].get)).toContain('is_vegan');
    expect(paths['/api/v2/quiz_options/'].get.responses['200']).toBeDefined();
    expect(paths['/api/v2/pictures/{file}'].get).toBeDefined();
  });
});
