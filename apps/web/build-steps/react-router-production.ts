// Build step: the browser's build uses React Router's production build. The package exports only its development
// build (`dist/development`), whose `ENABLE_DEV_WARNINGS` is on: every page then carries React Router's warnings for
// developers (their messages and the checks around them) though production never shows them. Its `dist/production`
// is the same code with that flag off (docs/decisions/070-page-speed.md). The dev server keeps the warnings; the
// server's build leaves React Router in node_modules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The package's entries the app and React Router's own plugin import, and their files in `dist/production`. */
const ENTRIES: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

export function reactRouterProduction(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'larder:react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (this.environment.config.consumer !== 'client') return;
      for (const file of Object.values(ENTRIES)) {
        // A React Router that dropped or moved its production build would silently bring the warnings back.
        if (!fs.existsSync(path.join(packageDir, 'dist/production', file)))
          this.error(`react-router-production: ${file} is missing from React Router's dist/production`);
      }
    },
    resolveId(source) {
      if (this.environment.config.consumer !== 'client') return null;
      const file = ENTRIES[source];
      return file ? path.join(packageDir, 'dist/production', file) : null;
    },
  };
}
