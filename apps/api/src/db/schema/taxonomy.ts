import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

// The food taxonomy of the quiz and the catalogue (docs/decisions/020-food-taxonomy-and-catalogue.md). Ids are
// stable numbers from the seed files: clients store them (tag preferences, dish type ratings), so they never change.

export const TAG_GROUP_VALUES = sql`array['cuisine', 'flavor', 'meat', 'seafood', 'plant', 'polarizing', 'macro-nutrient', 'food-quality', 'food-format', 'ready-made']::text[]`;
export const OCCASION_VALUES = sql`array['breakfast', 'lunch', 'dinner', 'snack', 'sweet']::text[]`;

/** Tags by group; `parent_id` marks a follow-up choice of another tag (e.g. very low sodium under low sodium). */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey(),
    group: text('group').notNull(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    /** Twemoji code points of the picture, or null. */
    picture: text('picture'),
    parentId: integer('parent_id'),
    position: smallint('position').notNull(),
  },
  (table) => [check('tags_group_check', sql`${table.group} = any(${TAG_GROUP_VALUES})`)],
);

/** Dish types; `occasions` are the quiz screens that offer one (empty: a catalogue category only). */
export const dishTypes = pgTable(
  'dish_types',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    picture: text('picture'),
    occasions: text('occasions').array().notNull().default(sql`'{}'::text[]`),
    position: smallint('position').notNull(),
  },
  (table) => [check('dish_types_occasions_check', sql`${table.occasions} <@ ${OCCASION_VALUES}`)],
);
