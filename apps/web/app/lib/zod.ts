// Zod for the browser build (vite.config.ts aliases `zod` here): the same library, told not to compile schemas with
// `new Function`. Its first parse would otherwise probe for that, which the storefront's Content-Security-Policy
// refuses (no 'unsafe-eval') and every page would report as a violation (docs/decisions/180-security-headers.md).
import z from 'zod/v4';
import { config } from 'zod/v4/core';

config({ jitless: true });

// biome-ignore lint/performance/noBarrelFile: this module stands in for the package itself (an alias), nothing more.
// biome-ignore lint/performance/noReExportAll: every schema in the build imports its names from here.
export * from 'zod/v4';
export { z, z as default };
