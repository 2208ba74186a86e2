// How deeply a parsed JSON value nests, measured without recursion, so a hostile body (arrays nested thousands deep)
// is refused with 400 before anything recursive (JSON.stringify, a schema, a JSONB column) walks it.

/** The deepest nesting a stored telemetry payload may have; the storefront's own events use at most 4. */
export const MAX_JSON_DEPTH = 16;

/** True when `value` nests objects or arrays more than `max` levels deep. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
