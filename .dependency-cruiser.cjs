// Module rules for server/, client/, common/ and bench/, run by `npm run lint` (see docs/architecture.md).
// Every rule has a tree that breaks it in scripts/fixtures/dependency-rules/, and
// scripts/dependency-rules.test.ts checks that each still fails with this very file.

// The rules are about production code. Tests and their support files are left out of this cruise:
// with them in the graph every module would sit in a cycle with the test harness (module tests
// import server/test, which imports the modules). Test-support files get their own cruise with the
// public-surface rule alone (.dependency-cruiser.test-support.mjs); tsc checks that test imports resolve.
const TESTS = '\\.test\\.tsx?$|\\.test-support\\.ts$|^server/test/';

// A "unit" for module-level cycles: a server module or client feature folder, else a folder directly
// under server/ or client/src/ (server/lib, client/src/lib...), else a top folder (common, server).
const UNIT = '^(server/modules/[^/]+|client/src/features/[^/]+|server/[^/]+|client/src/[^/]+|[^/]+)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Circular import between files. Type-only imports count too (tsPreCompilationDeps): they ' +
        'still tie the two files together, and a type both sides need belongs in a lower place ' +
        '(common/, server/lib/, or the module that owns it). Break the cycle by moving the shared ' +
        'part down or by passing it in as a dependency.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      scope: 'folder',
      comment:
        'Circular dependency between modules: two server modules (or a module and server/lib, a ' +
        'feature and client/src/lib...) that import each other, even when no single file cycle ' +
        'exists (users -> auth in one file, auth -> users in another). Decide which of the two is ' +
        'lower and move what it takes from the other down into it, into server/lib or into common/. ' +
        "Cycles between sub-folders of one module (a feature's api/ and utils/) are its own " +
        'business and not reported. Type-only imports count, as for no-circular.',
      from: { path: UNIT },
      to: { circular: true, pathNot: '^$1(/|$)' },
    },
    {
      name: 'lib-is-the-floor',
      severity: 'error',
      comment:
        'server/lib, server/db, env.ts and app-context.ts are the floor every module stands on: they ' +
        'never import a module (server/modules/*) nor the wiring that assembles the modules (app.ts, ' +
        'main.ts, services.ts). When floor code needs something a module owns, the ' +
        'module hands it over at start-up (main.ts registers jobs and renderers; a worker gets ' +
        'functions in its deps), and a type that the floor and a module share lives in the floor.',
      from: { path: ['^server/(lib|db)/', '^server/(env|app-context)\\.ts$'] },
      to: { path: ['^server/modules/', '^server/(app|main|services)\\.ts$'] },
    },
    {
      name: 'module-public-surface',
      severity: 'error',
      comment:
        'A server module is used by other modules only through its public file, ' +
        'server/modules/<m>/index.ts; every other file in the folder is private to the module. ' +
        "Import from '../<m>' (its index.ts) and export what others need there. The modules are the " +
        'folders ($1 is the importing module), not a list kept by hand. Test files are not cruised ' +
        '(see TESTS above), so they may use any module file; test-support files keep this rule in ' +
        'their own cruise (.dependency-cruiser.test-support.mjs).',
      from: { path: '^server/modules/([^/]+)/' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'wiring-through-public-surface',
      severity: 'error',
      comment:
        'The code that assembles the modules (app.ts, main.ts, services.ts, server/cli) uses them ' +
        'through their public files too, so a module can rearrange its own files without breaking ' +
        'the wiring, and its index.ts shows everything the rest of the server relies on.',
      from: { path: '^server/', pathNot: '^server/modules/' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'bench-through-public-surface',
      severity: 'error',
      comment:
        'The benchmarks drive the server as the wiring does: through a module\'s public file ' +
        '(server/modules/<m>/index.ts), server/lib, server/db and common/, never a private service.',
      from: { path: '^bench/' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'client-features-isolated',
      severity: 'error',
      comment:
        'Client features do not import each other; a page under client/src/app composes them, and ' +
        'what two features share moves to client/src/components or client/src/lib (DESIGN section ' +
        '10). The features are the folders ($1 is the importing feature), not a list kept by hand.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/[^/]+/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'common-is-neutral',
      severity: 'error',
      comment:
        'common/ is shared by the server and the browser, so it imports neither side. (ESLint also ' +
        'keeps node:, react, drizzle and fastify out of it.)',
      from: { path: '^common/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'This import resolves to no file: a typo, a package missing from package.json, or a path ' +
        'alias that tsconfig.json does not define.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // The real run is `depcruise server common client bench`; the fixtures have their own test.
    exclude: {
      path: [
        '^(node_modules|dist|\\.tmp|data|coverage|scripts/fixtures)/',
        '^server/db/migrations/',
        TESTS,
      ],
    },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    // Keep `import type` edges in the graph, so that type-only cycles are found too.
    tsPreCompilationDeps: true,
    // Resolves the @common/* and @/* aliases from tsconfig.json, as tsc and Vite do.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
