/**
 * The architecture's nevers, checked by `npm run check` (depcruise), not remembered.
 * Paths are where an import resolves to: a lib imported by name resolves into its dist/.
 */
const { readdirSync, readFileSync } = require('node:fs');

const sameLib = '^libs/$1/';
/**
 * A lib's entries: what its package.json `exports` names (its index, and the few light modules
 * some also export on their own so a caller need not load the whole barrel).
 */
const libEntry = readdirSync(`${__dirname}/libs`)
  .flatMap((lib) => {
    const { exports = {} } = JSON.parse(readFileSync(`${__dirname}/libs/${lib}/package.json`, 'utf8'));
    return Object.values(exports).flatMap((target) =>
      Object.values(target).map((file) => `^libs/${lib}/${file.replace(/^\.\//, '').replace(/\./g, '\\.')}$`),
    );
  })
  .join('|');

/** A folder of an app that imports nothing else of its app but the app's config. */
const bottomRoom = (app, folder) => ({
  severity: 'error',
  from: { path: `^apps/${app}/src/${folder}/` },
  to: { path: `^apps/${app}/src/`, pathNot: `^apps/${app}/src/(${folder}/|config\\.ts$)` },
});

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
      name: 'no-circular',
      comment: 'A cycle has no bottom to test or read from: one of the two modules owns the shared piece.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // Inside an app: the rooms and their doors.
    {
      name: 'adapters-are-wired-not-imported',
      comment:
        'Controllers, NATS handlers, reactions and guards are entry points a module wires up; logic a second ' +
        'place needs lives in a service or a plain module beside them.',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/', pathNot: '\\.(module|spec)\\.ts$' },
      to: { path: '^apps/[^/]+/src/.+\\.(controller|handlers|reactions|guard)\\.ts$' },
    },
    {
      name: 'app-sources-never-import-tests',
      comment: "What ships never depends on a spec, an app's test/ folder or test support.",
      severity: 'error',
      from: { path: '^apps/[^/]+/src/', pathNot: '(\\.spec\\.tsx?$|/test-support/)' },
      to: { path: '(\\.spec\\.tsx?$|^apps/[^/]+/test/|/test-support/)' },
    },
    {
      name: 'gateway-http-knows-no-feature',
      comment: "The gateway's HTTP plumbing (errors, validation, shared schemas) serves every route and knows none.",
      ...bottomRoom('gateway', 'http'),
    },
    {
      name: 'billing-ledger-is-the-bottom',
      comment: 'Every credit moves through the ledger; it knows nothing of charges, top-ups or checkouts.',
      ...bottomRoom('billing', 'ledger'),
    },
    {
      name: 'render-drawing-is-the-bottom',
      comment:
        "Render's drawing primitives (layers, fonts, text layout) serve composition and captions and know neither.",
      ...bottomRoom('render', 'drawing'),
    },
    {
      name: 'render-captions-draw-through-drawing',
      comment: 'Captions are composed into a video, so they never import the composition: both draw through drawing/.',
      severity: 'error',
      from: { path: '^apps/render/src/captions/' },
      to: { path: '^apps/render/src/composition/' },
    },
    {
      name: 'render-engine-knows-no-worker',
      comment:
        'The engine (composition, captions, voice-over, drawing) turns a render input into files; jobs and previews call it.',
      severity: 'error',
      from: { path: '^apps/render/src/(composition|captions|voiceover|drawing)/' },
      to: { path: '^apps/render/src/((renders|previews)/|(app\\.module|main)\\.ts$)' },
    },
    {
      name: 'dashboard-pages-on-top',
      comment: "The dashboard's helpers and components are reused by pages, never the other way round.",
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(pages/|(app|main)\\.tsx$)' },
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
