// Build step: React Aria's server-rendering state module is replaced by the storefront's (app/lib/react-aria-ssr.ts),
// in the browser's build and the server's alike, so hydrated components learn that hydration is over without a
// synchronous second render of the whole page (docs/decisions/070-page-speed.md). The console, rendered only in the
// browser, keeps React Aria's own.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** React Aria's module, as the bundler resolves it (its ES and CommonJS builds). */
export const REACT_ARIA_SSR_MODULE = /\/react-aria\/dist\/private\/ssr\/SSRProvider\.(mjs|js|cjs)$/;
const replacement = fileURLToPath(new URL('../app/lib/react-aria-ssr.ts', import.meta.url));

export function reactAriaHydration(): Plugin {
  let replaced = 0;
  return {
    name: 'larder:react-aria-hydration',
    enforce: 'pre',
    load(id) {
      if (!REACT_ARIA_SSR_MODULE.test(id.split('?')[0] ?? '')) return null;
      replaced += 1;
      return `export { SSRProvider, useIsSSR, useSSRSafeId } from ${JSON.stringify(replacement)};`;
    },
    buildEnd(error) {
      // A React Aria that moved its module would silently bring the second render back: fail the build instead. (The
      // server's build leaves React Aria in node_modules, whose own module answers the same on the server.)
      if (!error && replaced === 0 && this.environment.config.consumer === 'client')
        this.error('react-aria-hydration: React Aria’s SSRProvider module was not found');
    },
  };
}
