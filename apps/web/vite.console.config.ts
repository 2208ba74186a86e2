// The operator console's own build (docs/decisions/200-operators.md): a small client-rendered app, built after the
// storefront's (`npm run build` runs both) into the storefront's client build under `admin/`, where the server
// answers every /admin/… address with `admin/index.html`. The storefront's routes never name it, so no customer
// page carries any of it (not even a manifest entry).
import path from 'node:path';
import { defineConfig } from 'vite';
import { finishConsoleBuild } from './build-steps/console-build';
import { applyPublicEnvDefaults, browserAliases, scriptBuild, webDir } from './build-steps/vite-shared';

applyPublicEnvDefaults();

// The same build directory as react-router.config.ts's (WEB_BUILD_OUT, relative to apps/web).
const clientDir = path.resolve(webDir, process.env.WEB_BUILD_OUT || 'build', 'client');

export default defineConfig({
  root: path.join(webDir, 'console'),
  base: '/admin/',
  envDir: webDir,
  envPrefix: 'PUBLIC_',
  publicDir: false,
  resolve: { alias: browserAliases },
  esbuild: { jsx: 'automatic' },
  build: {
    ...scriptBuild,
    outDir: path.join(clientDir, 'admin'),
    emptyOutDir: true,
    // One entry and no lazy chunks: nothing to preload, and no preload helper.
    modulePreload: false,
    // One script for operators only (React, React Aria's select, TanStack Query and Table): no customer page loads it.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // TanStack Query's "use client" directives mean nothing without server components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  plugins: [
    {
      name: 'larder-console-build-end',
      apply: 'build',
      closeBundle() {
        finishConsoleBuild(clientDir);
      },
    },
  ],
});
