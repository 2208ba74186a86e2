// The one reader of process.env for the API process. Every setting is validated at start; a bad or missing
// value stops the process with one line naming the variable (see ConfigError and server.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SERVE_WEB: booleanFlag.default(true),
  WEB_BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/build/client')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')
    .default('larder'),
  BRAND_NAME: z.string().min(1).default('Larder'),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the settings; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and .env files commonly leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  // The value itself is not echoed: it may be a secret (a database URL with a password, an API key).
  const problem = present[name] === undefined ? 'is required' : (issue?.message ?? 'is invalid');
  throw new ConfigError(`Invalid environment variable ${name}: ${problem}`);
}
