// How a parsed JSON value is shaped — nesting depth, string lengths, properties per object, items per array —
// measured without recursion, so a hostile body (arrays nested thousands deep, a megabyte string, an object with
// a hundred thousand keys) is refused with 400 before anything recursive (JSON.stringify, a schema, a JSONB column)
// walks it or it is stored (issue 18, findings 1 and 3).

/** The deepest nesting a stored telemetry payload may have; the storefront's own events use at most 4. */
export const MAX_JSON_DEPTH = 16;

export interface JsonLimits {
  depth: number;
  /** Characters in any one string, keys included. */
  stringLength: number;
  /** Properties of any one object. */
  properties: number;
  /** Items of any one array. */
  items: number;
}

/**
 * What a telemetry payload may hold: the storefront's largest string is an error's stack (a few kB), its largest
 * object a product list of a box. Generous for real use, small enough that a stored row stays small.
 */
export const TELEMETRY_JSON_LIMITS: JsonLimits = {
  depth: MAX_JSON_DEPTH,
  stringLength: 8_192,
  properties: 100,
  items: 200,
};

/** Why `value` is outside `limits` (a sentence), or undefined when it is within them. */
export function jsonShapeProblem(value: unknown, limits: JsonLimits): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (current.length > limits.stringLength) return `holds a text longer than ${limits.stringLength} characters`;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limits.depth) return `nests deeper than ${limits.depth} levels`;
    if (Array.isArray(current)) {
      if (current.length > limits.items) return `holds a list longer than ${limits.items} items`;
      for (const child of current) stack.push([child, depth + 1]);
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > limits.properties) return `holds an object with more than ${limits.properties} properties`;
    for (const key of keys) {
      if (key.length > limits.stringLength) return `holds a text longer than ${limits.stringLength} characters`;
      stack.push([(current as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
}
