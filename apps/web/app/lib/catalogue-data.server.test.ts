// The recipe and product pages' catalogue (lib/catalogue-data.server.ts): what an operator changed in the database,
// handed to the render by the API process, reaches the pages; a hidden item has no page and no link.
import { describe, expect, it } from 'vitest';
import { type CatalogueRecord, cataloguePage } from '../features/catalogue-pages/model/catalogue-page';
import { readCataloguePage } from '../features/catalogue-pages/model/read-catalogue.server';
import { catalogueFrom } from './catalogue-data.server';

describe('the catalogue of the recipe and product pages', () => {
  const committed = catalogueFrom(undefined);
  const recipe = committed.recipes.find((item) => (item.products ?? []).length >= 2);
  if (!recipe) throw new Error('no recipe with two products in the catalogue data');
  const [hiddenId, editedId] = recipe.products as number[];
  const edited = committed.products.find((item) => item.id === editedId);
  const row = (item: { id: number; price_cents: number; description: string }) => ({
    id: item.id,
    price_cents: item.price_cents,
    description: item.description,
    visible: true,
    picture_alt: null,
  });

  it('is the committed data when the render is given no edits', () => {
    expect(committed.products.some((item) => item.id === hiddenId)).toBe(true);
  });

  it('takes the edited price, description and alt text, and leaves hidden items out of pages and links', () => {
    if (!edited) throw new Error('no edited product');
    const edits = {
      products: committed.products.map((item) =>
        item.id === hiddenId
          ? { ...row(item), visible: false }
          : item.id === editedId
            ? { ...row(item), price_cents: 1234, description: 'Now sold by the pound.', picture_alt: 'A whole one' }
            : row(item),
      ),
      recipes: committed.recipes.map(row),
    };
    const catalogue = catalogueFrom(edits);
    expect(catalogue.products).toHaveLength(committed.products.length - 1);
    expect(catalogue.products.some((item) => item.id === hiddenId)).toBe(false);
    expect(catalogue.products.find((item) => item.id === editedId)).toMatchObject({
      price_cents: 1234,
      description: 'Now sold by the pound.',
      picture_alt: 'A whole one',
    });
    const source = {
      products: catalogue.products as CatalogueRecord[],
      recipes: catalogue.recipes as CatalogueRecord[],
      tagNames: new Map<number, string>(),
    };
    const page = cataloguePage('recipe', recipe as CatalogueRecord, source);
    expect(page.ingredients.map((item) => item.id)).not.toContain(hiddenId);
    expect(page.ingredients.find((item) => item.id === editedId)?.price).toBe('$12.34');
    const productPage = cataloguePage(
      'product',
      catalogue.products.find((item) => item.id === editedId) as CatalogueRecord,
      source,
    );
    expect(productPage).toMatchObject({
      price: '$12.34',
      description: 'Now sold by the pound.',
      pictureAlt: 'A whole one',
    });
    // The route's reader: the hidden product has no page, the edited one its new price (a fresh object, a fresh read).
    const hidden = committed.products.find((item) => item.id === hiddenId);
    expect(hidden && readCataloguePage('product', `${hidden.id}-${hidden.slug}`, edits)).toBeUndefined();
    expect(hidden && readCataloguePage('product', `${hidden.id}-${hidden.slug}`)).toBeDefined();
    expect(readCataloguePage('product', `${edited.id}-${edited.slug}`, edits)?.price).toBe('$12.34');
    expect(
      readCataloguePage('product', `${edited.id}-${edited.slug}`, {
        ...edits,
        products: edits.products.map((item) => (item.id === editedId ? { ...item, price_cents: 749 } : item)),
      })?.price,
    ).toBe('$7.49');
  });
});
