import { publicEnv } from './env';

/** The document title of a page: "<page> | <brand>". */
export function pageTitle(page: string): string {
  return `${page} | ${publicEnv.brandName}`;
}
