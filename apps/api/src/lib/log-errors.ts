// How errors appear in the API's logs (issue 18, finding 7). A failed query's error carries its parameters (emails,
// password hashes, payloads) in `params`, in its message ("Failed query: …\nparams: …") and, from PostgreSQL, in
// `detail` ("Key (email)=(…) already exists"). The log keeps what identifies the failure (the SQL text, which holds
// placeholders only, the SQLSTATE code, the constraint, table and column) and never the values.
import { stdSerializers } from 'pino';

/** Fields of driver errors that may hold values of the query. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint'];
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

type Serialized = Record<string, unknown>;

function scrub(value: Serialized, depth: number): Serialized {
  const out: Serialized = {};
  for (const [key, field] of Object.entries(value)) {
    if (VALUE_FIELDS.includes(key)) continue;
    if (key === 'message' || key === 'stack') {
      out[key] = typeof field === 'string' ? field.replace(PARAMS_IN_MESSAGE, '') : field;
      if (key === 'stack' && typeof field === 'string') out[key] = field.replace(/\nparams: [^\n]*/, '');
    } else if (key === 'cause' && field && typeof field === 'object' && depth < 5) {
      out[key] = scrub(field as Serialized, depth + 1);
    } else {
      out[key] = field;
    }
  }
  return out;
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The database's own error under a failed query: its SQLSTATE code and the schema names it mentions. */
function databaseFailure(error: Error): Serialized | undefined {
  let current: unknown = (error as { cause?: unknown }).cause;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, table, column, severity } = current as Serialized;
    if (typeof code === 'string') {
      return Object.fromEntries(Object.entries({ code, constraint, table, column, severity }).filter(([, v]) => v));
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** pino's `err` serializer, then without the values of a failed query (also in causes). */
export function errorWithoutQueryValues(error: Error): LoggedError {
  const logged = scrub(stdSerializers.err(error) as unknown as Serialized, 0) as LoggedError;
  const database = databaseFailure(error);
  return database ? { ...logged, database } : logged;
}
