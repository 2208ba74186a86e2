// Catalogue text search: the one place that decides which products or pairings match a search text and how they
// rank. The default engine is PostgreSQL full-text search over each table's generated `search_vector` (name weighs
// most, then description, then keywords; GIN-indexed), which works the same on PGlite and PostgreSQL servers.
//
// Another engine (Algolia, Typesense, Elasticsearch ...) plugs in by implementing CatalogueSearchEngine: ask it for
// the ids matching the text, best first, and return `condition: inArray(table.id, ids)` and a rank such as
// `-array_position(ids, id)`. The repositories combine the match with the other filters and pagination unchanged.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { pairings, products } from '../../db/schema/catalogue';

export interface SearchMatch {
  /** Rows that match the text. */
  condition: SQL;
  /** Larger is more relevant; results are ordered by it, best first. */
  rank: SQL<number>;
}

export interface CatalogueSearchEngine {
  match(type: ContentType, text: string): Promise<SearchMatch>;
}

const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 60;

/** The searchable words of a text: runs of letters and digits, lower-cased (punctuation never reaches tsquery). */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
}

/**
 * Every word must match, each as a prefix ("chick tik" finds Chicken Tikka Masala), stemmed with the 'english'
 * configuration like the documents. An item whose name is exactly the text ranks first.
 */
export const postgresFullTextSearch: CatalogueSearchEngine = {
  async match(type, text) {
    const table = type === 'product' ? products : pairings;
    const words = searchWords(text);
    // A bare 0 in ORDER BY would mean "column 0": the rank is always an expression.
    if (words.length === 0) return { condition: sql`false`, rank: sql<number>`0::real` };
    const query = sql`to_tsquery('english'::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;
    const name = text
      .replace(/\p{Cc}/gu, '')
      .trim()
      .toLowerCase();
    const exactName = sql`(case when lower(${table.name}) = ${name} then 10 else 0 end)`;
    return {
      condition: sql`${table.searchVector} @@ ${query}`,
      rank: sql<number>`${exactName} + ts_rank(${table.searchVector}, ${query})`,
    };
  },
};

/** The engine the catalogue uses. */
export const catalogueSearch: CatalogueSearchEngine = postgresFullTextSearch;
