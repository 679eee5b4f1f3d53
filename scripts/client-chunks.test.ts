import { describe, expect, it } from 'vitest';
import { packPageChunks, pageChunkMap, signedInShareCounts, signedInStaticClosure, staticChunkFiles, staticImports } from './client-chunks';

// A small app: the entry imports the shell, which lazily loads a public page and two staff pages;
// the admin page lazily loads two tabs through a loader module.
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  main: { importedIds: ['routes', 'loaders'], dynamicallyImportedIds: ['boot'] },
  boot: { importedIds: ['react', 'routes', 'button'], dynamicallyImportedIds: ['toaster'] },
  toaster: { importedIds: ['react'], dynamicallyImportedIds: [] },
  routes: { importedIds: ['loaders'], dynamicallyImportedIds: ['pages/landing', 'pages/admin', 'pages/profile'] },
  loaders: { importedIds: [], dynamicallyImportedIds: ['tab-loans', 'tab-system'] },
  'pages/landing': { importedIds: ['button', 'card'], dynamicallyImportedIds: [] },
  'pages/admin': { importedIds: ['dialog', 'nav'], dynamicallyImportedIds: [] },
  'pages/profile': { importedIds: ['dialog', 'card', 'profile-form'], dynamicallyImportedIds: [] },
  'tab-loans': { importedIds: ['dialog', 'table', 'loans-only'], dynamicallyImportedIds: ['review'] },
  'tab-system': { importedIds: ['table'], dynamicallyImportedIds: [] },
  review: { importedIds: ['dialog'], dynamicallyImportedIds: [] },
  dialog: { importedIds: ['react', 'button', 'icon-x'], dynamicallyImportedIds: [] },
  table: { importedIds: ['react'], dynamicallyImportedIds: [] },
  nav: { importedIds: [], dynamicallyImportedIds: [] },
  'profile-form': { importedIds: [], dynamicallyImportedIds: [] },
  'loans-only': { importedIds: [], dynamicallyImportedIds: [] },
  'icon-x': { importedIds: [], dynamicallyImportedIds: [] },
  button: { importedIds: ['react'], dynamicallyImportedIds: [] },
  card: { importedIds: [], dynamicallyImportedIds: [] },
  react: { importedIds: [], dynamicallyImportedIds: [] },
};
const graph = { getModuleInfo: (id: string) => GRAPH[id] ?? null };
const isSignedInRoot = (target: string, importer: string) => importer === 'loaders' || target === 'pages/admin' || target === 'pages/profile';

describe('signedInShareCounts', () => {
  const { publicSet, roots, counts } = signedInShareCounts(graph, 'main', isSignedInRoot);

  it('keeps what an anonymous visitor loads public, however it is reached', () => {
    expect([...publicSet].sort()).toEqual(['boot', 'button', 'card', 'loaders', 'main', 'pages/landing', 'react', 'routes', 'toaster']);
  });

  it('takes the staff pages, the tabs and what they load lazily as the signed-in downloads', () => {
    expect(roots.sort()).toEqual(['pages/admin', 'pages/profile', 'review', 'tab-loans', 'tab-system']);
  });

  it('counts the signed-in downloads each signed-in module is in, and never a public one', () => {
    expect(Object.fromEntries(counts)).toEqual({
      'pages/admin': 1,
      'pages/profile': 1,
      'tab-loans': 1,
      'tab-system': 1,
      review: 1,
      nav: 1,
      'profile-form': 1,
      'loans-only': 1,
      dialog: 4,
      'icon-x': 4,
      table: 2,
    });
  });
});

describe('signedInStaticClosure', () => {
  const { publicSet } = signedInShareCounts(graph, 'main', isSignedInRoot);

  it("takes the signed-in modules the first screen imports statically, not the roots, public modules or what loads lazily", () => {
    expect([...signedInStaticClosure(graph, publicSet, ['pages/admin', 'tab-loans'])].sort()).toEqual(['dialog', 'icon-x', 'loans-only', 'nav', 'table']);
  });
});

describe('signedInShareCounts with several entries', () => {
  it('keeps public what any entry imports', () => {
    const withEarly = { getModuleInfo: (id: string) => (id === 'early' ? { importedIds: ['table'], dynamicallyImportedIds: [] } : graph.getModuleInfo(id)) };
    const { publicSet, counts } = signedInShareCounts(withEarly, ['main', 'early'], isSignedInRoot);
    expect(publicSet.has('table')).toBe(true);
    expect(counts.has('table')).toBe(false);
  });
});

describe('staticImports', () => {
  it('lists what a module imports statically, directly or not, without itself or lazy imports', () => {
    expect([...staticImports(graph, 'tab-loans')].sort()).toEqual(['button', 'dialog', 'icon-x', 'loans-only', 'react', 'table']);
  });
});

describe('staticChunkFiles', () => {
  const chunks = [
    { fileName: 'assets/index.js', imports: [], moduleIds: ['/app/main.tsx', '/app/routes.ts'] },
    { fileName: 'assets/boot.js', imports: ['assets/react.js', 'assets/index.js'], moduleIds: ['/app/shell.tsx', '/app/boot.tsx'] },
    { fileName: 'assets/react.js', imports: ['assets/jsx.js'], moduleIds: ['/react/index.js'] },
    { fileName: 'assets/jsx.js', imports: ['assets/react.js'], moduleIds: ['/react/jsx.js'] },
    { fileName: 'assets/landing.js', imports: ['assets/react.js'], moduleIds: ['/app/landing.tsx'] },
  ];

  it('lists the chunk holding the module and everything it imports statically, once each', () => {
    expect(staticChunkFiles(chunks, '/app/boot.tsx')).toEqual(['assets/boot.js', 'assets/react.js', 'assets/jsx.js', 'assets/index.js']);
  });

  it('fails loudly when the module has no chunk of its own', () => {
    expect(() => staticChunkFiles(chunks, '/app/gone.tsx')).toThrow('no chunk is built for /app/gone.tsx');
  });
});

describe('pageChunkMap', () => {
  const chunks = [
    { fileName: 'assets/index.js', imports: ['assets/react.js'], moduleIds: ['/src/main.tsx'], facadeModuleId: '/src/main.tsx', isDynamicEntry: false },
    { fileName: 'assets/react.js', imports: [], moduleIds: ['/react.js'], facadeModuleId: null, isDynamicEntry: false },
    { fileName: 'assets/calculator-page.js', imports: ['assets/react.js', 'assets/fields.js'], moduleIds: ['/src/app/pages/calculator-page.tsx'], facadeModuleId: '/src/app/pages/calculator-page.tsx', isDynamicEntry: true },
    { fileName: 'assets/fields.js', imports: [], moduleIds: ['/src/fields.ts'], facadeModuleId: null, isDynamicEntry: false },
    { fileName: 'assets/loan-management.js', imports: ['assets/fields.js'], moduleIds: ['/src/features/applications/components/loan-management.tsx'], facadeModuleId: '/src/features/applications/components/loan-management.tsx', isDynamicEntry: true },
    { fileName: 'assets/toaster.js', imports: [], moduleIds: ['/src/components/ui/toaster.tsx'], facadeModuleId: '/src/components/ui/toaster.tsx', isDynamicEntry: true },
  ];
  const html = '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">';

  it("lists each named module's files by its file name, leaving out what index.html loads anyway", () => {
    expect(pageChunkMap(chunks, '/src/', html, ['calculator-page', 'loan-management'])).toEqual({
      'calculator-page': ['/assets/calculator-page.js', '/assets/fields.js'],
      'loan-management': ['/assets/loan-management.js', '/assets/fields.js'],
    });
  });

  it('fails the build when a name has no lazily loaded module', () => {
    expect(() => pageChunkMap(chunks, '/src/', html, ['calculator-page', 'landing-page'])).toThrow('no lazily loaded module named landing-page');
  });

  it('packs every file once and the modules as indexes', () => {
    expect(packPageChunks({ a: ['/x.js', '/y.js'], b: ['/y.js', '/z.js'] })).toEqual({ files: ['/x.js', '/y.js', '/z.js'], modules: { a: [0, 1], b: [1, 2] } });
  });
});
