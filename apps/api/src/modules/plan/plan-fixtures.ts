// Small hand-made catalogues on the real taxonomy, for the engine's unit tests.

import type { Occasion } from '@larder/contracts/catalogue';
import { type CatalogueItem, DIETARY_ATTRIBUTES, type DietaryAttribute } from '@larder/contracts/catalogue';
import { Frequency } from '@larder/contracts/preferences';
import type { TagGroup } from '@larder/contracts/quiz-options';
import dishTypes from '../../seed/data/dish-types.json' with { type: 'json' };
import tags from '../../seed/data/tags.json' with { type: 'json' };
import { buildCatalogueIndex, type CatalogueIndex, type Taxonomy } from './catalogue-index';
import type { PlanAnswers } from './signals';

export const TAXONOMY: Taxonomy = {
  tags: tags.map((tag) => ({ id: tag.id, group: tag.group as TagGroup, slug: tag.slug, name: tag.name })),
  dishTypes: dishTypes.map((dishType) => ({ id: dishType.id, occasions: dishType.occasions as Occasion[] })),
};

/** Tag ids of the seeded taxonomy by slug. */
export const TAG = Object.fromEntries(tags.map((tag) => [tag.slug, tag.id])) as Record<string, number>;

export interface ItemSpec {
  id: number;
  type?: 'product' | 'pairing';
  name?: string;
  occasions?: Occasion[];
  contains?: DietaryAttribute[];
  tags?: string[];
  dishType?: number;
  priceCents?: number;
  servings?: number;
  prepMinutes?: number | null;
}

export function item(spec: ItemSpec): CatalogueItem {
  const type = spec.type ?? 'pairing';
  return {
    type,
    id: spec.id,
    slug: `item-${type}-${spec.id}`,
    name: spec.name ?? `Item ${spec.id}`,
    description: 'A test item.',
    picture: '/api/v2/pictures/1f957.svg',
    price_cents: spec.priceCents ?? 1000,
    servings: spec.servings ?? 2,
    prep_minutes: type === 'pairing' ? (spec.prepMinutes === undefined ? 40 : spec.prepMinutes) : null,
    nutrition: { kcal: 500, protein_g: 20, carbs_g: 50, sugar_g: 5, sodium_mg: 500, fibre_g: 5 },
    contains: Object.fromEntries(
      DIETARY_ATTRIBUTES.map((attribute) => [attribute, spec.contains?.includes(attribute) ?? false]),
    ) as CatalogueItem['contains'],
    tags: (spec.tags ?? []).map((slug) => {
      const id = TAG[slug];
      if (id === undefined) throw new Error(`no tag ${slug}`);
      return id;
    }),
    dish_type: spec.dishType ?? 1,
    occasions: spec.occasions ?? ['dinner'],
    product_ids: [],
  };
}

export function catalogueIndex(specs: ItemSpec[], version = 'test'): CatalogueIndex {
  const items = specs.map(item);
  return buildCatalogueIndex(
    {
      products: items.filter((entry) => entry.type === 'product'),
      pairings: items.filter((entry) => entry.type === 'pairing'),
    },
    TAXONOMY,
    version,
  );
}

/** Answers that plan nothing but what the overrides ask for (every frequency NEVER unless given). */
export function answers(overrides: Partial<PlanAnswers> = {}): PlanAnswers {
  return {
    household: { household_size: 2, num_adults: 2, num_older_children: 0, num_young_children: 0 },
    weeklyBudgetDollars: null,
    dietaryIds: [],
    tagPreferences: [],
    dishTypeRatings: [],
    goalIds: [],
    picks: [],
    ...overrides,
    frequencies: {
      breakfast: Frequency.NEVER,
      lunch: Frequency.NEVER,
      dinner: Frequency.NEVER,
      snack: Frequency.NEVER,
      sweet: Frequency.NEVER,
      ...overrides.frequencies,
    },
  };
}

export const liked = (...slugs: string[]) => slugs.map((slug) => ({ tag: TAG[slug] as number, preference: 1 }));
export const disliked = (...slugs: string[]) => slugs.map((slug) => ({ tag: TAG[slug] as number, preference: -1 }));
