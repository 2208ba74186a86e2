// The class of the review's finding 3 (issue 18), closed by construction: in every request schema of the OpenAPI
// document — path parameters, query strings, bodies — every integer is bounded within a PostgreSQL integer column
// (int4), every number is bounded, and every text has a maximum length, so no client value can overflow a column or
// grow a row without limit. (Depth is bounded by the schemas themselves; free-form JSON bodies are checked with
// lib/json-depth.ts where they are parsed.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

type Schema = Record<string, unknown>;

/** An anchored pattern without open-ended repetition (`*`, `+`, `{n,}`) bounds a text's length by itself. */
function boundedPattern(pattern: unknown): boolean {
  return (
    typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern)
  );
}

function problems(schema: unknown, where: string, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Schema;
  const found: string[] = [];
  const type = node.type;
  const types = Array.isArray(type) ? type : [type];
  const minimum = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
  const maximum = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
  if (types.includes('integer') && node.enum === undefined && node.const === undefined) {
    if (minimum === undefined || minimum < INT4_MIN || maximum === undefined || maximum > INT4_MAX) {
      found.push(`${where}: integer [${minimum}, ${maximum}]`);
    }
  }
  if (
    types.includes('number') &&
    node.enum === undefined &&
    node.const === undefined &&
    (minimum === undefined || maximum === undefined)
  ) {
    found.push(`${where}: number [${minimum}, ${maximum}]`);
  }
  if (
    types.includes('string') &&
    node.enum === undefined &&
    node.const === undefined &&
    node.maxLength === undefined &&
    !boundedPattern(node.pattern)
  ) {
    found.push(`${where}: text without maxLength`);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child)) found.push(...problems(property, `${where}.${name}`, seen));
    } else if (key === 'items') {
      found.push(...problems(child, `${where}[]`, seen));
    } else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(child)) {
      for (const option of child) found.push(...problems(option, where, seen));
    } else if (key === 'additionalProperties' && typeof child === 'object') {
      found.push(...problems(child, `${where}.*`, seen));
    }
  }
  return found;
}

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject?.app.close();
});

describe('request schemas', () => {
  it('bound every integer to int4, every number, and every text', async () => {
    const document = (await subject.app.inject({ url: '/api/docs/' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema: unknown }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
          }
        >
      >;
    };
    const found: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          found.push(...problems(media.schema, `${method.toUpperCase()} ${path} body (${type})`));
        }
      }
    }
    expect(found).toEqual([]);
  });
});
