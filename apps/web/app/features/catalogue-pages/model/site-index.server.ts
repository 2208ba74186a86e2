// /sitemap.xml lists every public page (home, offers, the recipes and products shown now) at the storefront's public
// address, and /robots.txt points at it and keeps account, checkout and API paths out of search engines. The API
// process answers both from the catalogue as it is now (apps/api/src/web/catalogue-pages.ts, through the server
// build's entry): a hidden item leaves the sitemap at once (docs/decisions/090-…).
import { catalogueItemPath } from '@larder/contracts/values/catalogue-paths';
import { type CatalogueEdits, catalogueFrom } from '../../../lib/catalogue-data.server';

/** Public pages other than the catalogue's. */
export const PUBLIC_PAGES = ['/', '/limited-time/', '/gift/'];

/** Paths search engines should not crawl: the API, checkout, account and sign-in pages, the quiz and survey. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/checkout/',
  '/my',
  '/plan/',
  '/survey/',
  '/quiz/',
  '/login/',
  '/signup/',
  '/redeem/',
  '/styleguide/',
  '/admin/',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Both files at `origin`, for the committed catalogue with `edits` (the operators' changes) laid over it. */
export function siteIndex(origin: string, edits: CatalogueEdits | undefined): { sitemap: string; robots: string } {
  const base = origin.replace(/\/+$/, '');
  const { recipes, products } = catalogueFrom(edits);
  return {
    sitemap: sitemapXml(base, [
      ...PUBLIC_PAGES,
      ...recipes.map((recipe) => catalogueItemPath('recipe', recipe)),
      ...products.map((product) => catalogueItemPath('product', product)),
    ]),
    robots: robotsTxt(base),
  };
}
