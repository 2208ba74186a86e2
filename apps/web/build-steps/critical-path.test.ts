// The build's critical-path step: the page's stylesheets inline (links kept, disabled, for React and React Router),
// its scripts fetched after the first paint by the same modules React Router's bootstrap imports.
import { describe, expect, it } from 'vitest';
import { deferScriptsUntilPainted, inlineStylesheets } from './critical-path';

const PAGE = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/><link rel="stylesheet" href="/assets/button-4.css#"/>',
  '</head><body><h1>Claim your free gift</h1>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-5.js";',
  'import * as route1 from "/assets/signup-6.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/signup":route1};',
  '',
  'import("/assets/entry-2.js");</script></body></html>',
].join('\n');

const CSS: Record<string, string> = {
  '/assets/root-3.css': 'body{color:red}',
  '/assets/button-4.css': '.b{x:"</style>"}',
};

describe('inlining stylesheets', () => {
  it('puts every linked stylesheet in one style element, in order, and disables the links', () => {
    const html = inlineStylesheets(PAGE, (href) => CSS[href] ?? '');
    expect(html).toContain('<style data-inlined-css="">body{color:red}\n.b{x:"<\\/style>"}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css" disabled="" data-inlined=""/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/button-4.css#" disabled="" data-inlined=""/>');
    expect(html.match(/<link rel="stylesheet"(?![^>]*disabled)/g)).toBeNull();
  });

  it('leaves a page without stylesheets alone', () => {
    expect(inlineStylesheets('<html><body>x</body></html>', () => '')).toBe('<html><body>x</body></html>');
  });
});

describe('deferring scripts until the page has painted', () => {
  const html = deferScriptsUntilPainted(PAGE);
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';

  it('removes the preload links from the HTML and adds them from the bootstrap after the first frame', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('modulepreload'));
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry-2.js"]');
  });

  it('imports the same modules, binds the same names, then starts the same entry', () => {
    expect(script).not.toMatch(/^\s*import [*"]/m);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-5.js"), import("/assets/signup-6.js")]);',
    );
    expect(script.indexOf('Promise.all')).toBeLessThan(script.indexOf('window.__reactRouterRouteModules'));
    expect(script.trim().endsWith('import("/assets/entry-2.js");')).toBe(true);
  });

  it('fails the build on a bootstrap import it does not understand', () => {
    const odd = PAGE.replace('import * as route0 from', 'import { route0 } from');
    expect(() => deferScriptsUntilPainted(odd)).toThrow(/does not know/);
  });
});
