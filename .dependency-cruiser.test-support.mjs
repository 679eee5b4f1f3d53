// The public-surface rule for test-support files (*.test-support.ts and server/test/), run by
// `npm run lint` as a cruise of its own: the cycle rules of .dependency-cruiser.cjs stay about
// production code, since the test harness builds the whole app and every module's test support
// would sit in a cycle with it. scripts/dependency-rules.test.ts checks both rules on a fixture tree.
import main from './.dependency-cruiser.cjs';

const { options } = main;

// What a module shows the rest of the server (index.ts) and the tests of other modules (its
// *.test-support.ts: seeding helpers are not production code, so they are not in index.ts).
const PUBLIC = '^server/modules/[^/]+/(index|[^/]+\\.test-support)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'test-support-through-public-surface',
      severity: 'error',
      comment:
        "A module's test support uses its own module freely and other modules only through their " +
        'public files (index.ts, *.test-support.ts): the same surface as production code, so a ' +
        "module can rearrange its private files without breaking another module's tests.",
      from: { path: '^server/modules/([^/]+)/[^/]+\\.test-support\\.ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', PUBLIC] },
    },
    {
      name: 'test-harness-through-public-surface',
      severity: 'error',
      comment: 'The test harness (server/test/) and server/lib test support use the modules through their public files only.',
      from: { path: '^server/(test/|lib/.+\\.test-support\\.ts$)' },
      to: { path: '^server/modules/[^/]+/', pathNot: PUBLIC },
    },
  ],
  options: {
    ...options,
    // Test files themselves stay out: they may seed and inspect data through any module file.
    exclude: { path: [...options.exclude.path.filter((path) => !path.includes('test-support')), '\\.test\\.tsx?$'] },
  },
};
