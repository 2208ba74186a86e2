// Every item the catalogue API serves, field by field, against the seed data files it was loaded from (issue 27,
// catalogue truth): the lists and the detail pages of products and pairings, a pairing's products included.
import {
  type Contains,
  type Pairing,
  PairingPage,
  Pairing as PairingSchema,
  type Product,
  ProductPage,
  Product as ProductSchema,
  picturePath,
  suitableDietaryIds,
} from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DIETARY_ATTRIBUTES } from '@larder/contracts/values/dietary-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PairingRecord, ProductRecord } from '../../seed/catalogue-records';
import { readCatalogueData } from '../../seed/read-catalogue-data';

const CLIENT = { authorization: 'Client larder-web' };
const data = readCatalogueData();
const productById = new Map(data.products.map((product) => [product.id, product]));

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.app.close();
});

function containsOf(record: ProductRecord | PairingRecord): Contains {
  return Object.fromEntries(
    DIETARY_ATTRIBUTES.map((attribute) => [attribute, record.contains.includes(attribute)]),
  ) as Contains;
}

function common(record: ProductRecord | PairingRecord) {
  const contains = containsOf(record);
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    description: record.description,
    picture: picturePath(record.picture),
    price_cents: record.price_cents,
    servings: record.servings,
    volume: record.volume,
    cold: record.cold,
    nutrition: record.nutrition,
    contains,
    suitable_for: suitableDietaryIds(contains),
    tags: [...record.tags].sort((a, b) => a - b),
    dish_type: record.dish_type,
    occasions: OCCASIONS.filter((occasion) => record.occasions.includes(occasion)),
  };
}

function expectedProduct(record: ProductRecord): Product {
  return { ...common(record), ingredients: record.ingredients };
}

function expectedPairing(record: PairingRecord): Pairing {
  return {
    ...common(record),
    prep_minutes: record.prep_minutes,
    steps: record.steps,
    products: record.products.map((id) => {
      const product = productById.get(id);
      if (!product) throw new Error(`pairing ${record.id} names unknown product ${id}`);
      return { id, name: product.name, picture: picturePath(product.picture) };
    }),
  };
}

async function everyPage<T extends { id: number }>(
  path: string,
  parse: (body: unknown) => { next: string | null; results: T[] },
) {
  const items: T[] = [];
  let url: string | null = `${path}?limit=500`;
  while (url) {
    const response = await subject.app.inject({ url: url.replace('http://localhost:3000', ''), headers: CLIENT });
    expect(response.statusCode, response.body).toBe(200);
    const page = parse(response.json());
    items.push(...page.results);
    url = page.next;
  }
  return items.sort((a, b) => a.id - b.id);
}

describe('the catalogue the API serves is the seed data', () => {
  it('lists every product with the fields of its record, and nothing else', async () => {
    const served = await everyPage('/api/v2/products/', (body) => ProductPage.parse(body));
    expect(served).toEqual([...data.products].sort((a, b) => a.id - b.id).map(expectedProduct));
  });

  it('lists every pairing with the fields of its record and its own products, in order', async () => {
    const served = await everyPage('/api/v2/pairings/', (body) => PairingPage.parse(body));
    expect(served).toEqual([...data.pairings].sort((a, b) => a.id - b.id).map(expectedPairing));
    // The bug this guards against: every pairing answered the same three products.
    const productLists = new Set(served.map((pairing) => pairing.products.map((product) => product.id).join(',')));
    expect(productLists.size).toBeGreaterThan(data.pairings.length / 2);
  });

  it('answers each pairing and product detail as its record', async () => {
    for (const record of data.pairings) {
      const response = await subject.app.inject({ url: `/api/v2/pairings/${record.id}/`, headers: CLIENT });
      expect(response.statusCode, response.body).toBe(200);
      expect(PairingSchema.parse(response.json())).toEqual(expectedPairing(record));
    }
    for (const record of data.products) {
      const response = await subject.app.inject({ url: `/api/v2/products/${record.id}/`, headers: CLIENT });
      expect(response.statusCode, response.body).toBe(200);
      expect(ProductSchema.parse(response.json())).toEqual(expectedProduct(record));
    }
  });

  it('filters pairings by tag on the pairing’s own tags', async () => {
    const tag = data.pairings[0]?.tags[0] as number;
    const served = await everyPage(`/api/v2/pairings/`, (body) => PairingPage.parse(body));
    const response = await subject.app.inject({ url: `/api/v2/pairings/?tag=${tag}&limit=500`, headers: CLIENT });
    const filtered = PairingPage.parse(response.json())
      .results.map((pairing) => pairing.id)
      .sort((a, b) => a - b);
    expect(filtered).toEqual(served.filter((pairing) => pairing.tags.includes(tag)).map((pairing) => pairing.id));
  });
});
