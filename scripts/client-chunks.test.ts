import { describe, expect, it } from 'vitest';
import { firstModulesFor, pageIdFor, ROUTES } from '../client/src/app/routes';
import {
  barrelAwareGraph,
  barrelExports,
  clientPages,
  packPageChunks,
  pageChunkMap,
  publicPageChunks,
  routePattern,
  signedInShareCounts,
  signedInStaticClosure,
  staticChunkFiles,
  staticImports,
  withPreloads,
} from './client-chunks';

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

// Public pages over a shell, with an icon barrel (lucide-react's form) and a namespace barrel
// (radix-ui's form); the staff page imports shared code too.
const NM = '/app/node_modules';
const PUBLIC: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[]; code?: string }> = {
  main: { importedIds: ['shell', `${NM}/icons/index.mjs`], dynamicallyImportedIds: ['landing', 'calculator', 'loan-form', 'login', 'staff'], code: 'import { Menu } from "icons";' },
  shell: { importedIds: ['react'], dynamicallyImportedIds: [] },
  react: { importedIds: [], dynamicallyImportedIds: [] },
  [`${NM}/icons/index.mjs`]: {
    importedIds: [`${NM}/icons/menu.mjs`, `${NM}/icons/arrow.mjs`, `${NM}/icons/coins.mjs`, `${NM}/icons/unused.mjs`],
    dynamicallyImportedIds: [],
    code: "export { default as Menu, default as MenuIcon } from './menu.mjs';\nexport {\n  default as Arrow,\n  default as LucideArrow\n} from './arrow.mjs';\nexport { default as Coins } from './coins.mjs';\nexport { default as Unused } from './unused.mjs';",
  },
  [`${NM}/icons/menu.mjs`]: { importedIds: ['react'], dynamicallyImportedIds: [] },
  [`${NM}/icons/arrow.mjs`]: { importedIds: ['react'], dynamicallyImportedIds: [] },
  [`${NM}/icons/coins.mjs`]: { importedIds: ['react'], dynamicallyImportedIds: [] },
  [`${NM}/icons/unused.mjs`]: { importedIds: ['react'], dynamicallyImportedIds: [] },
  [`${NM}/ui/dist/index.mjs`]: {
    importedIds: [`${NM}/@ui/switch/dist/index.mjs`, `${NM}/@ui/tabs/dist/index.mjs`],
    dynamicallyImportedIds: [],
    code: 'import * as Switch from "@ui/switch";\nimport * as Tabs from "@ui/tabs";\nexport { Switch, Tabs as TabsRoot };',
  },
  [`${NM}/@ui/switch/dist/index.mjs`]: { importedIds: ['react'], dynamicallyImportedIds: [] },
  [`${NM}/@ui/tabs/dist/index.mjs`]: { importedIds: ['react', 'roving'], dynamicallyImportedIds: [] },
  roving: { importedIds: ['react'], dynamicallyImportedIds: [] },
  landing: { importedIds: ['format', `${NM}/icons/index.mjs`], dynamicallyImportedIds: [], code: 'import { Coins, LucideArrow as Next } from "icons";' },
  calculator: {
    importedIds: ['format', 'input', 'calc-only', 'switch-field', `${NM}/icons/index.mjs`],
    dynamicallyImportedIds: [],
    code: 'import { Arrow } from "icons";',
  },
  'loan-form': { importedIds: ['format', 'input', 'form-only', 'signature'], dynamicallyImportedIds: ['calendar'] },
  login: { importedIds: ['input', 'tabs-field'], dynamicallyImportedIds: [] },
  staff: { importedIds: ['switch-field', 'signature', 'tabs-field', 'staff-only'], dynamicallyImportedIds: [] },
  'staff-only': { importedIds: ['input', `${NM}/icons/index.mjs`], dynamicallyImportedIds: [], code: 'import { Menu, Unused } from "icons";' },
  calendar: { importedIds: ['format'], dynamicallyImportedIds: [] },
  format: { importedIds: [], dynamicallyImportedIds: [] },
  input: { importedIds: ['react'], dynamicallyImportedIds: [] },
  'calc-only': { importedIds: ['input'], dynamicallyImportedIds: [] },
  'form-only': { importedIds: [], dynamicallyImportedIds: [] },
  signature: { importedIds: ['input'], dynamicallyImportedIds: [] },
  'switch-field': { importedIds: [`${NM}/ui/dist/index.mjs`], dynamicallyImportedIds: [], code: 'import { Switch } from "ui";' },
  'tabs-field': { importedIds: [`${NM}/ui/dist/index.mjs`], dynamicallyImportedIds: [], code: 'import { TabsRoot as Tabs } from "ui";' },
};
const publicGraph = { getModuleInfo: (id: string) => PUBLIC[id] ?? null };

describe('barrelExports', () => {
  it("maps each name a barrel re-exports to its module, from re-exports and from namespaces it exports", () => {
    expect(Object.fromEntries(barrelExports(publicGraph, `${NM}/icons/index.mjs`))).toEqual({
      Menu: `${NM}/icons/menu.mjs`,
      MenuIcon: `${NM}/icons/menu.mjs`,
      Arrow: `${NM}/icons/arrow.mjs`,
      LucideArrow: `${NM}/icons/arrow.mjs`,
      Coins: `${NM}/icons/coins.mjs`,
      Unused: `${NM}/icons/unused.mjs`,
    });
    expect(Object.fromEntries(barrelExports(publicGraph, `${NM}/ui/dist/index.mjs`))).toEqual({
      Switch: `${NM}/@ui/switch/dist/index.mjs`,
      TabsRoot: `${NM}/@ui/tabs/dist/index.mjs`,
    });
  });
});

describe('barrelAwareGraph', () => {
  const graph = barrelAwareGraph(publicGraph, ['icons', 'ui']);

  it('replaces an import of a barrel by the modules of the names taken, renamed or not', () => {
    expect([...(graph.getModuleInfo('landing')?.importedIds ?? [])].sort()).toEqual([`${NM}/icons/arrow.mjs`, `${NM}/icons/coins.mjs`, 'format']);
    expect(graph.getModuleInfo('tabs-field')?.importedIds).toEqual([`${NM}/@ui/tabs/dist/index.mjs`]);
  });

  it('keeps the barrel when the code takes something it cannot follow', () => {
    const namespace = barrelAwareGraph({ getModuleInfo: (id) => (id === 'x' ? { importedIds: [`${NM}/icons/index.mjs`], dynamicallyImportedIds: [], code: 'import * as all from "icons";' } : publicGraph.getModuleInfo(id)) }, ['icons']);
    expect(namespace.getModuleInfo('x')?.importedIds).toEqual([`${NM}/icons/index.mjs`]);
  });
});

describe('publicPageChunks', () => {
  const chunks = [
    { name: 'public-landing', pages: ['landing'] },
    { name: 'public-forms', pages: ['calculator', 'loan-form'] },
    { name: 'public-calculator', pages: ['calculator'] },
    { name: 'public-loan-form', pages: ['loan-form'] },
    { name: 'public-more', pages: [] },
  ];
  const names = publicPageChunks(publicGraph, { entry: ['main'], pages: ['landing', 'calculator', 'loan-form', 'login'], chunks, barrels: ['icons', 'ui'] });

  it("puts what the pages share with each other or with staff pages in the first chunk whose pages all import it", () => {
    expect(Object.fromEntries(names)).toEqual({
      format: 'public-landing', // the landing page, both forms and the calendar
      [`${NM}/icons/arrow.mjs`]: 'public-landing', // calculator and landing, through the barrel
      input: 'public-forms', // both forms and the login page
      'switch-field': 'public-calculator', // the calculator and the staff page
      [`${NM}/@ui/switch/dist/index.mjs`]: 'public-calculator',
      signature: 'public-loan-form', // the loan form and the staff page
      'tabs-field': 'public-more', // the login page and the staff page
      [`${NM}/@ui/tabs/dist/index.mjs`]: 'public-more',
      roving: 'public-more',
    });
  });

  it('leaves the entries\' modules, the pages, what one page alone imports and icons no public page takes', () => {
    for (const id of ['shell', 'react', `${NM}/icons/menu.mjs`, 'landing', 'calculator', 'calc-only', 'form-only', `${NM}/icons/coins.mjs`, `${NM}/icons/unused.mjs`]) expect(names.has(id), id).toBe(false);
  });

  it('never lets a chunk import a later one (no cycles)', () => {
    const graph = barrelAwareGraph(publicGraph, ['icons', 'ui']);
    const rank = (id: string) => chunks.findIndex((c) => c.name === names.get(id));
    for (const [id] of names) {
      for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) if (names.has(dep)) expect(rank(dep), `${id} -> ${dep}`).toBeLessThanOrEqual(rank(id));
    }
  });
});

describe('publicPageChunks for a signed-in first screen', () => {
  it('takes only the public modules it imports, also those nothing else imports, and leaves what the entries load', () => {
    const names = publicPageChunks(publicGraph, {
      entry: ['main'],
      pages: ['staff'],
      chunks: [{ name: 'staff-first-public', pages: [] }],
      barrels: ['icons', 'ui'],
      isSignedInRoot: (target) => target === 'staff',
      minImporters: 1,
    });
    expect([...names.keys()].sort()).toEqual(
      [`${NM}/@ui/switch/dist/index.mjs`, `${NM}/@ui/tabs/dist/index.mjs`, `${NM}/icons/unused.mjs`, 'input', 'roving', 'signature', 'switch-field', 'tabs-field'].sort(),
    );
    expect(new Set(names.values())).toEqual(new Set(['staff-first-public']));
  });
});

describe('routePattern', () => {
  it("matches the paths routes.ts's pageIdFor gives each route, and only those", () => {
    const paths = ['/', '//', '/calculator', '/calculator/', '/calculator//', '//calculator', '/calculatorx', '/Calculator', '/loan-form', '/application', '/application-submitted/PB-1', '/application-submitted/PB-1/', '/application-submitted/', '/application-submitted/a/b', '/admin', '/admin/x', '/nothing', '/a.b', '/calcul%61tor'];
    for (const pathname of paths) {
      const matched = ROUTES.find((route) => new RegExp(routePattern(route.path)).test(pathname))?.page ?? null;
      expect(matched, pathname).toBe(pageIdFor(pathname));
    }
  });
});

describe('withPreloads', () => {
  it('adds a modulepreload link per file before </head>, leaving out what the page already loads', () => {
    const html = '<html><head><script type="application/json" id="page-chunks">{"files":["/assets/b.js"]}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>';
    const out = withPreloads(html, ['/assets/a.js', '/assets/b.js']);
    expect(out).toBe(html.replace('</head>', '  <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>'));
  });
});

describe('clientPages', () => {
  const map = {
    'landing-page': ['/assets/landing.js'],
    'calculator-page': ['/assets/calculator.js', '/assets/forms.js'],
    'loan-form-page': ['/assets/loan-form.js', '/assets/forms.js'],
    'admin-page': ['/assets/admin.js', '/assets/staff.js'],
    'loan-management': ['/assets/loans.js', '/assets/staff.js'],
    'payments-tab': ['/assets/payments.js'],
    'user-menu': ['/assets/menu.js'],
  };
  const routes = [{ path: '/' }, { path: '/calculator' }, { path: '/loan-form' }, { path: '/application' }, { path: '/admin' }];
  const firstModules = (pathname: string, search: string) =>
    pathname === '/admin' ? ['admin-page', new URLSearchParams(search).get('tab') === 'payments' ? 'payments-tab' : 'loan-management', 'user-menu'] : (firstModulesFor(pathname, search) as string[]);
  const { pages, routes: table } = clientPages({ routes, firstModules, query: { '/admin': { name: 'tab', values: ['loans', 'payments'] } }, map });

  it("writes one page per set of first modules, with those modules' files once each", () => {
    expect(Object.fromEntries(pages)).toEqual({
      'pages/landing-page.html': ['/assets/landing.js'],
      'pages/calculator-page.html': ['/assets/calculator.js', '/assets/forms.js'],
      'pages/loan-form-page.html': ['/assets/loan-form.js', '/assets/forms.js'],
      'pages/admin-page.loan-management.user-menu.html': ['/assets/admin.js', '/assets/staff.js', '/assets/loans.js', '/assets/menu.js'],
      'pages/admin-page.payments-tab.user-menu.html': ['/assets/admin.js', '/assets/staff.js', '/assets/payments.js', '/assets/menu.js'],
    });
  });

  it("gives the server each route's pattern and page, in the client's order, /admin's by ?tab=", () => {
    expect(table.routes).toEqual([
      { pattern: '^/+$', html: 'pages/landing-page.html' },
      { pattern: '^/calculator/*$', html: 'pages/calculator-page.html' },
      { pattern: '^/loan-form/*$', html: 'pages/loan-form-page.html' },
      { pattern: '^/application/*$', html: 'pages/loan-form-page.html' },
      {
        pattern: '^/admin/*$',
        html: 'pages/admin-page.loan-management.user-menu.html',
        query: { name: 'tab', html: { loans: 'pages/admin-page.loan-management.user-menu.html', payments: 'pages/admin-page.payments-tab.user-menu.html' } },
      },
    ]);
  });

  it('fails the build when a first module has no files listed', () => {
    expect(() => clientPages({ routes: [{ path: '/login' }], firstModules: firstModulesFor, map })).toThrow('no files listed for login-page');
  });
});
