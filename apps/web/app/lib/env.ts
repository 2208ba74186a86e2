// The web app's one reader of its public build-time settings (import.meta.env, PUBLIC_ prefix; public-env.ts).
import { type PublicEnv, readPublicEnv } from './public-env';

export const publicEnv: PublicEnv = readPublicEnv(
  import.meta.env as Record<string, unknown>,
  typeof window === 'undefined' ? undefined : window.location,
);
