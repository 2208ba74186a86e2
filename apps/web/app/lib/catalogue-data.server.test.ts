// The prerendered pages' catalogue (lib/catalogue-data.server.ts): what an operator changed in the database, exported
// for the build, reaches the recipe and product pages at the next build; a hidden item has no page and no link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CatalogueRecord, cataloguePage } from '../features/catalogue-pages/model/catalogue-page';
import { catalogueFrom } from './catalogue-data.server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-catalogue-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function exportFile(content: unknown): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('the catalogue of the prerendered pages', () => {
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

  it('is the committed data when the build is given no export', () => {
    expect(committed.products.some((item) => item.id === hiddenId)).toBe(true);
  });

  it('takes the edited price, description and alt text, and leaves hidden items out of pages and links', () => {
    if (!edited) throw new Error('no edited product');
    const file = exportFile({
      version: '7',
      products: committed.products.map((item) =>
        item.id === hiddenId
          ? { ...row(item), visible: false }
          : item.id === editedId
            ? { ...row(item), price_cents: 1234, description: 'Now sold by the pound.', picture_alt: 'A whole one' }
            : row(item),
      ),
      recipes: committed.recipes.map(row),
    });
    const catalogue = catalogueFrom(file);
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
  });

  it('refuses a file that is not an export, naming the setting', () => {
    expect(() => catalogueFrom(exportFile({ products: 'all' }))).toThrow(
      /WEB_CATALOGUE_FILE .* is not a catalogue export/,
    );
  });
});
