// Build step: the stylesheets a prerendered page links are inlined into it, so its first paint waits for no
// stylesheet request, and its scripts are fetched once it has painted. The `<link>` elements stay (React hydrates them and React Router manages them on later
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

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/;

/**
 * The prerendered page paints without scripts; they make it interactive. So they are fetched once the first frame
 * is painted: the script preload links leave the HTML, and React Router's bootstrap module waits for that frame (or
 * half a second in a tab that does not paint), then adds the same preloads and imports the same modules dynamically.
 * React adds the preload links it rendered again while hydrating; nothing else about hydration changes.
 */
export function deferScriptsUntilPainted(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const bootstrap = html.match(BOOTSTRAP);
  if (!bootstrap || preloads.length === 0) return html;
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of (bootstrap[1] as string).split('\n')) {
    const trimmed = line.trim();
    const sideEffect = trimmed.match(SIDE_EFFECT_IMPORT);
    const namespace = trimmed.match(NAMESPACE_IMPORT);
    if (sideEffect) {
      names.push('');
      specifiers.push(sideEffect[1] as string);
    } else if (namespace) {
      names.push(namespace[1] as string);
      specifiers.push(namespace[2] as string);
    } else if (trimmed.startsWith('import ') && !trimmed.startsWith('import(')) {
      throw new Error(
        `critical path: React Router's bootstrap has an import this build step does not know: ${trimmed}`,
      );
    } else {
      rest.push(line);
    }
  }
  const script = [
    'await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted, 0)); setTimeout(painted, 500); });',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `const [${names.join(', ')}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(', ')}]);`,
    ...rest,
  ].join('\n');
  return html.replace(MODULE_PRELOAD, '').replace(BOOTSTRAP, () => `<script type="module" async="">${script}</script>`);
}

/** Inlines stylesheets into every HTML file of the client build and defers its scripts until it has painted. */
export function prepareCriticalPath(clientDir: string): number {
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
    const inlined = deferScriptsUntilPainted(inlineStylesheets(html, readAsset));
    if (inlined !== html) {
      fs.writeFileSync(file, inlined);
      changed += 1;
    }
  }
  return changed;
}
