// The import rules dependency-cruiser checks (`npm run deps`, part of `npm run check`); the house they keep is drawn in
// docs/decisions/002-layout.md ("Floors"). A module is one folder under apps/api/src/modules. Biome checks the rest
// (file-level import cycles, barrels, features importing each other, db/ and command imports) on every file.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-loop',
      comment:
        'API modules depend in one direction (the floors of decision 002): no module reaches, through any chain of ' +
        'imports, back to itself. A module that needs one above it is passed an interface where the app is built.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'orders-below-checkout',
      comment:
        'Orders, subscriptions and gift cards never import checkout: checkout places the first order through the ' +
        'orders module, and prices come from pricing/ (issue 38).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/(orders|subscriptions|gift-cards)/' },
      to: { path: '^apps/api/src/modules/checkout/' },
    },
    {
      name: 'db-is-the-ground-floor',
      comment: 'src/db imports no module, seed or command (decision 002, "Floors").',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|seed|cli)/' },
    },
    {
      name: 'no-module-imports-the-seed',
      comment:
        'Seeding sits above the modules: a module reads its defaults from its own floor (configs/config-defaults.ts), ' +
        'never from src/seed (decision 002, "Floors").',
      severity: 'error',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/seed/' },
    },
    {
      name: 'no-module-imports-a-command',
      comment:
        'Modules do not import the command-line entry points; shared CLI helpers live in src/lib (decision 002).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/cli/' },
    },
    {
      name: 'features-never-import-each-other',
      comment:
        'A web feature imports no other feature: compose them in flows/, or move what they share down to ui/ or ' +
        'lib/ (decision 002).',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/', pathNot: '^apps/web/app/features/$1/' },
    },
  ],
  options: {
    // Tests may reach across modules to set a scene; the rules are about the code that ships.
    exclude: { path: ['\\.test\\.tsx?$', '(^|/)node_modules/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a loop through types is a loop (biome's noImportCycles counts them too).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  },
};
