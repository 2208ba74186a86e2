// A decorative picture from the API origin (taxonomy and catalogue pictures are paths there).
import { publicEnv } from '../../../lib/env';

export function Picture({ path, size = 40 }: { path: string | null | undefined; size?: number }) {
  if (!path) return null;
  const src = /^https?:\/\//.test(path) ? path : `${publicEnv.apiOrigin}${path}`;
  return <img className="quiz-picture" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
