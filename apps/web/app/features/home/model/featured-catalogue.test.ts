import { describe, expect, it } from 'vitest';
import { type CatalogueRecord, featuredCatalogue } from './featured-catalogue';

const record = (id: number, dishType: number, priceCents = 499): CatalogueRecord => ({
  id,
  slug: `item-${id}`,
  name: `Item ${id}`,
  description: '',
  picture: `1f3${id}`,
  price_cents: priceCents,
  dish_type: dishType,
});

describe('featuredCatalogue', () => {
  it('shows four recipes of different kinds, then four groceries of different kinds, with pictures and prices', () => {
    const records = [
      record(1, 25),
      record(2, 25),
      record(3, 1, 1299),
      record(4, 1),
      record(5, 2),
      record(6, 3),
      record(7, 26),
      record(8, 27),
      record(9, 28),
      record(10, 4),
      record(11, 5),
    ];
    const featured = featuredCatalogue(records);
    expect(featured.map((item) => item.slug)).toEqual([
      'item-3',
      'item-5',
      'item-6',
      'item-10',
      'item-1',
      'item-7',
      'item-8',
      'item-9',
    ]);
    expect(featured[0]).toMatchObject({ kind: 'recipe', price: '$12.99', picture: '/api/v2/pictures/1f33.svg' });
    expect(featured[4]).toMatchObject({ kind: 'product', price: '$4.99' });
  });

  it('leaves out records without a price, and breakfast staples are not recipes', () => {
    expect(featuredCatalogue([record(1, 1, 0), record(2, 2), record(3, 17)]).map((item) => item.slug)).toEqual([
      'item-2',
    ]);
  });
});
