/**
 * The architecture's nevers, checked by `npm run check` (depcruise), not remembered.
 * Paths are where an import resolves to: a lib imported by name resolves into its dist/.
 */
const sameLib = '^libs/$1/';
const libEntry = '^libs/[^/]+/dist/index\\.(js|d\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'apps-never-import-apps',
      comment: 'Services share only through libs (contracts on the wire), never code or dist of another app.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'migrations-are-history',
      comment: 'A committed migration runs the same SQL forever: it calls no library code of ours.',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/migrations/' },
      to: { path: '^(libs|apps)/', pathNot: '^apps/[^/]+/src/migrations/' },
    },
    {
      name: 'libs-never-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'The wire contract is the bottom layer: every service may read it, it reads no one.',
      severity: 'error',
      from: { path: '^libs/contracts/' },
      to: { path: '^(apps|libs)/', pathNot: '^libs/contracts/' },
    },
    {
      name: 'database-knows-no-wire-contract',
      comment: 'Persistence helpers stay below the contract; request handlers map their errors.',
      severity: 'error',
      from: { path: '^libs/database/' },
      to: { path: '^libs/contracts/' },
    },
    {
      name: 'sdk-stands-alone',
      comment: 'The SDK is published on its own: it imports nothing of ours, only its npm dependencies.',
      severity: 'error',
      from: { path: '^libs/sdk/' },
      to: { path: '^(apps|libs)/', pathNot: '^libs/sdk/' },
    },
    {
      name: 'sdk-runs-in-browsers',
      comment: 'The SDK main entry works in browsers (the dashboard): fetch only, no Node built-ins.',
      severity: 'error',
      from: { path: '^libs/sdk/src/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'dashboard-talks-only-to-the-sdk',
      comment: 'The dashboard is a client of the public API: of our packages it uses only the SDK.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps|libs)/', pathNot: '^(apps/web|libs/sdk)/' },
    },
    {
      name: 'dashboard-runs-in-browsers',
      comment: 'The dashboard is bundled for browsers: no Node built-ins.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'tests-reach-apps-through-entry-points',
      comment: 'e2e tests and benches use an app through its package exports, never its sources or tests.',
      severity: 'error',
      from: { path: '^(test|bench)/' },
      to: { path: '^apps/[^/]+/(src|test)/' },
    },
    {
      name: 'tests-reach-apps-by-package-name',
      comment: 'A relative path into an app (even its dist) bypasses its package exports.',
      severity: 'error',
      from: { path: '^(test|bench)/' },
      to: { path: '^apps/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'libs-through-their-entry',
      comment: 'Apps, tests and other libs use a lib through its package entry, not a deep path.',
      severity: 'error',
      from: { path: '^(apps|test|bench)/' },
      to: { path: '^libs/[^/]+/(src|dist)/', pathNot: libEntry },
    },
    {
      name: 'libs-through-each-others-entry',
      severity: 'error',
      from: { path: '^libs/([^/]+)/' },
      to: { path: '^libs/', pathNot: [sameLib, libEntry] },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import the resolver cannot follow would hide a violation (run after the build).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Sources are cruised (see `npm run check:boundaries`); a dist/ is where a package import
    // lands, a leaf that is never followed, so stale build output cannot raise or hide anything.
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: { path: '(^|/)(node_modules|coverage|\\.turbo)/|^bench/out/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
