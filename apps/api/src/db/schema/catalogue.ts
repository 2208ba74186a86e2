import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { dishTypes, OCCASION_VALUES, tags } from './taxonomy';

// Products and pairings (recipes made of products) of the catalogue, their tags, and the items each occasion screen
// of the quiz offers. See docs/decisions/020-food-taxonomy-and-catalogue.md.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Full-text search document: the name weighs most (A), then the description (B), then the keywords (C: tag, dish
 * type, ingredient and product names, written by the seeder). 'english' stems plurals and common endings.
 */
const searchDocument: SQL = sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, keywords), 'C')`;

/**
 * Columns shared by products and pairings. The `contains_*` flags are the dietary attributes
 * (docs/decisions/020-food-taxonomy-and-catalogue.md).
 */
const itemColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Twemoji code points of the picture, served under /api/v2/pictures/. */
  picture: text('picture').notNull(),
  /** The picture's alt text an operator set; null is the default, derived from the name. */
  pictureAlt: text('picture_alt'),
  /** False hides the item from every customer-facing list, search, page and plan (an operator's choice). */
  visible: boolean('visible').notNull().default(true),
  priceCents: integer('price_cents').notNull(),
  servings: smallint('servings').notNull(),
  /** Room the item takes in a box, in box units (docs/decisions/191-box-capacity.md). */
  volume: smallint('volume').notNull().default(1),
  /** Travels in the box's cold compartment (frozen, dairy, meat and fish). */
  cold: boolean('cold').notNull().default(false),
  kcal: integer('kcal').notNull(),
  proteinG: integer('protein_g').notNull(),
  carbsG: integer('carbs_g').notNull(),
  sugarG: integer('sugar_g').notNull(),
  sodiumMg: integer('sodium_mg').notNull(),
  fibreG: integer('fibre_g').notNull(),
  containsMeat: boolean('contains_meat').notNull().default(false),
  containsPoultry: boolean('contains_poultry').notNull().default(false),
  containsPork: boolean('contains_pork').notNull().default(false),
  containsFish: boolean('contains_fish').notNull().default(false),
  containsShellfish: boolean('contains_shellfish').notNull().default(false),
  containsDairy: boolean('contains_dairy').notNull().default(false),
  containsEgg: boolean('contains_egg').notNull().default(false),
  containsGluten: boolean('contains_gluten').notNull().default(false),
  containsGrain: boolean('contains_grain').notNull().default(false),
  containsSoy: boolean('contains_soy').notNull().default(false),
  containsTreeNut: boolean('contains_tree_nut').notNull().default(false),
  containsPeanut: boolean('contains_peanut').notNull().default(false),
  containsSesame: boolean('contains_sesame').notNull().default(false),
  containsGarlic: boolean('contains_garlic').notNull().default(false),
  containsOnion: boolean('contains_onion').notNull().default(false),
  containsCaffeine: boolean('contains_caffeine').notNull().default(false),
  dishTypeId: integer('dish_type_id')
    .notNull()
    .references(() => dishTypes.id),
  occasions: text('occasions').array().notNull(),
  keywords: text('keywords').notNull().default(''),
  searchVector: tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(() => searchDocument),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    ...itemColumns(),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('products_search_idx').using('gin', table.searchVector),
    index('products_occasions_idx').using('gin', table.occasions),
    index('products_dish_type_idx').on(table.dishTypeId),
    check(
      'products_occasions_check',
      sql`cardinality(${table.occasions}) > 0 and ${table.occasions} <@ ${OCCASION_VALUES}`,
    ),
    check('products_price_check', sql`${table.priceCents} > 0 and ${table.servings} > 0`),
    check('products_volume_check', sql`${table.volume} > 0`),
  ],
);

export const pairings = pgTable(
  'pairings',
  {
    ...itemColumns(),
    prepMinutes: smallint('prep_minutes').notNull(),
    steps: text('steps').array().notNull(),
  },
  (table) => [
    index('pairings_search_idx').using('gin', table.searchVector),
    index('pairings_occasions_idx').using('gin', table.occasions),
    index('pairings_dish_type_idx').on(table.dishTypeId),
    check(
      'pairings_occasions_check',
      sql`cardinality(${table.occasions}) > 0 and ${table.occasions} <@ ${OCCASION_VALUES}`,
    ),
    check('pairings_price_check', sql`${table.priceCents} > 0 and ${table.servings} > 0`),
    check('pairings_volume_check', sql`${table.volume} > 0`),
  ],
);

/** The products a pairing is made of, main product first. */
export const pairingProducts = pgTable(
  'pairing_products',
  {
    pairingId: integer('pairing_id')
      .notNull()
      .references(() => pairings.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.pairingId, table.productId] }),
    index('pairing_products_product_idx').on(table.productId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] }), index('product_tags_tag_idx').on(table.tagId)],
);

export const pairingTags = pgTable(
  'pairing_tags',
  {
    pairingId: integer('pairing_id')
      .notNull()
      .references(() => pairings.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.pairingId, table.tagId] }), index('pairing_tags_tag_idx').on(table.tagId)],
);

/**
 * What each occasion screen of the quiz offers (an occasion preference option: object_id and type): a
 * product or a pairing. A polymorphic reference cannot carry a foreign key: the seeder checks that each object
 * exists, and reads join the option to its object, so an option whose object is gone is never served.
 */
export const occasionOptions = pgTable(
  'occasion_options',
  {
    occasion: text('occasion').notNull(),
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.occasion, table.contentType, table.objectId] }),
    check('occasion_options_occasion_check', sql`${table.occasion} = any(${OCCASION_VALUES})`),
    check('occasion_options_content_type_check', sql`${table.contentType} in ('product', 'pairing')`),
  ],
);
