// Build step: /sitemap.xml lists every public page (home, offers, recipes, products) at the storefront's public
// address, and /robots.txt points at it and keeps account, checkout and API paths out of search engines.
import fs from 'node:fs';
import path from 'node:path';

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

export function writeSitemap(clientDir: string, origin: string, paths: readonly string[]): void {
  const base = origin.replace(/\/+$/, '');
  fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(base, paths));
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(base));
}
