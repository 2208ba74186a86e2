import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { customerIdColumn } from './owners';

// A customer's food preferences, written by the quiz save (docs/decisions/030-quiz-and-preference-save.md). Every
// row belongs to one customer and goes with the account. Tag, dish type and occasion object ids are checked against
// the taxonomy and catalogue by the preferences service before any write.

/** Liked (1) or disliked (-1) tags; a preference of 0 ("removed") deletes the row. */
export const customerTagPreferences = pgTable(
  'customer_tag_preferences',
  {
    customerId: customerIdColumn(),
    tagId: integer('tag_id').notNull(),
    isExplicit: boolean('is_explicit').notNull(),
    preference: smallint('preference').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.tagId] }),
    check('customer_tag_preferences_preference_check', sql`${table.preference} in (1, -1)`),
  ],
);

/** Selected dietary restrictions (DietaryId); an unselected one has no row. */
export const customerDietaryRestrictions = pgTable(
  'customer_dietary_restrictions',
  {
    customerId: customerIdColumn(),
    dietaryId: smallint('dietary_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.dietaryId] })],
);

/** Dish type ratings: 1 wanted, 0 not wanted. */
export const customerDishTypeRatings = pgTable(
  'customer_dish_type_ratings',
  {
    customerId: customerIdColumn(),
    dishTypeId: integer('dish_type_id').notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.dishTypeId] }),
    check('customer_dish_type_ratings_rating_check', sql`${table.rating} in (0, 1)`),
  ],
);

/** Occasion goals (GoalId); PUT replaces the set. */
export const customerOccasionGoals = pgTable(
  'customer_occasion_goals',
  {
    customerId: customerIdColumn(),
    goalId: smallint('goal_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.goalId] })],
);

/** The server quiz record, one per customer (QuizRecord in packages/contracts/src/quiz-record.ts). */
export const customerQuizzes = pgTable(
  'customer_quizzes',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    householdSize: smallint('household_size').notNull(),
    numAdults: smallint('num_adults'),
    numYoungChildren: smallint('num_young_children'),
    numOlderChildren: smallint('num_older_children'),
    weeklyGrocerySpend: integer('weekly_grocery_spend'),
    meals: text('meals').array().notNull().default(sql`'{}'::text[]`),
    snacks: text('snacks').array().notNull().default(sql`'{}'::text[]`),
    breakfastFrequency: smallint('breakfast_frequency'),
    lunchFrequency: smallint('lunch_frequency'),
    dinnerFrequency: smallint('dinner_frequency'),
    snackFrequency: smallint('snack_frequency'),
    sweetsFrequency: smallint('sweets_frequency'),
    fruitFrequency: smallint('fruit_frequency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('customer_quizzes_household_size_check', sql`${table.householdSize} between 1 and 3`)],
);

/** Liked occasion options (products or pairings), named as the occasion options name them. */
export const customerOccasionEntityPreferences = pgTable(
  'customer_occasion_entity_preferences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    objectId: integer('object_id').notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_occasion_entity_preferences_key').on(table.customerId, table.contentType, table.objectId),
    index('customer_occasion_entity_preferences_customer_idx').on(table.customerId, table.id),
  ],
);
