// Build step: the stylesheets a prerendered page links are inlined into it, so its first paint waits for no
// stylesheet request. The `<link>` elements stay (React hydrates them and React Router manages them on later
// navigations) but carry `disabled`, so the browser does not fetch them; after the page has loaded,
// `app/lib/inlined-css.ts` enables them and removes the inline copy once they have loaded.
import fs from 'node:fs';
import path from 'node:path';

export const INLINED_STYLE_ATTRIBUTE = 'data-inlined-css';
export const INLINED_LINK_ATTRIBUTE = 'data-inlined';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)(#?)"\/>/g;

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Inlines the linked stylesheets of one page; returns the new HTML (unchanged when it links none). */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string);
  if (hrefs.length === 0) return html;
  // `</style` cannot occur in a minified stylesheet's rules, but a string could hold it: never end the element early.
  const css = hrefs.map((href) => readAsset(href).replaceAll('</style', '<\\/style')).join('\n');
  let first = true;
  return html.replace(STYLESHEET_LINK, (_tag, href: string, hash: string) => {
    const link = `<link rel="stylesheet" href="${href}${hash}" disabled="" ${INLINED_LINK_ATTRIBUTE}=""/>`;
    if (!first) return link;
    first = false;
    return `<style ${INLINED_STYLE_ATTRIBUTE}="">${css}</style>${link}`;
  });
}

/** Inlines stylesheets into every HTML file of the client build; returns how many pages changed. */
export function inlineBuildStylesheets(clientDir: string): number {
  const cache = new Map<string, string>();
  const readAsset = (href: string) => {
    let css = cache.get(href);
    if (css === undefined) {
      css = fs.readFileSync(path.join(clientDir, href), 'utf8');
      cache.set(href, css);
    }
    return css;
  };
  let changed = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const inlined = inlineStylesheets(html, readAsset);
    if (inlined !== html) {
      fs.writeFileSync(file, inlined);
      changed += 1;
    }
  }
  return changed;
}
