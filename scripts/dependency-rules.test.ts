// Each module rule in .dependency-cruiser.cjs and .dependency-cruiser.test-support.mjs, run as
// `npm run lint` runs it, on a tiny tree that breaks it (scripts/fixtures/dependency-rules/<rule>/),
// plus one tree that keeps them all. A rule whose pattern stops matching the layout (a renamed
// folder, a typo in a regex) fails here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise as depcruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = path.join(root, 'scripts/fixtures/dependency-rules');
const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
const testSupportOptions = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.test-support.mjs'));

/**
 * Cruises one fixture tree as `depcruise server common client` cruises the project (same config file,
 * same folders), from the tree's own root so that the rules' paths (^server/lib/...) match, and
 * with the tree's tsconfig.json (as the CLI run there would) so that @/ and @common/ stay inside it.
 * In-process rather than through the CLI: the TypeScript parser loads once, not eight times.
 */
async function cruise(tree: string, config = options): Promise<string[]> {
  const baseDir = path.join(fixtures, tree);
  const folders = ['server', 'common', 'client', 'bench'].filter((folder) => existsSync(path.join(baseDir, folder)));
  // The CLI reads the config's tsconfig.json from where it runs; here that is the tree's root.
  const tsConfig = config.tsConfig?.fileName ? path.join(baseDir, config.tsConfig.fileName) : undefined;
  const { output } = await depcruise(
    folders,
    { ...config, baseDir, outputType: 'json', ...(tsConfig && { tsConfig: { fileName: tsConfig } }) },
    {},
    tsConfig ? { tsConfig: extractTSConfig(tsConfig) } : {},
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

describe('module rules (.dependency-cruiser.cjs)', () => {
  it("pass a tree that keeps them (modules via index.ts, pages over features, a feature's own sub-folder cycle, tests)", async () => {
    expect(await cruise('good')).toEqual([]);
    expect(await cruise('good', testSupportOptions)).toEqual([]);
  });

  it('no-circular: a file cycle, even when one side only imports a type', async () => {
    expect(await cruise('no-circular')).toEqual([
      'no-circular: server/lib/job-runner.ts -> server/lib/jobs.ts',
    ]);
  });

  it('no-circular-modules: two modules that use each other through their public files', async () => {
    expect(await cruise('no-circular-modules')).toEqual([
      'no-circular-modules: server/modules/auth -> server/modules/users',
      'no-circular-modules: server/modules/users -> server/modules/auth',
    ]);
  });

  it('lib-is-the-floor: server/lib and app-context.ts import a module, server/db imports the app', async () => {
    expect(await cruise('lib-is-the-floor')).toEqual([
      'lib-is-the-floor: server/app-context.ts -> server/modules/auth/index.ts',
      'lib-is-the-floor: server/db/client.ts -> server/app.ts',
      'lib-is-the-floor: server/lib/jobs.ts -> server/modules/auth/index.ts',
    ]);
  });

  it("module-public-surface: a module, or the wiring outside the modules, reaches past a module's index.ts", async () => {
    expect(await cruise('module-public-surface')).toEqual([
      'module-public-surface: server/modules/payments/payments.service.ts -> server/modules/applications/applications.repository.ts',
      'wiring-through-public-surface: server/cli/create.ts -> server/modules/applications/applications.repository.ts',
    ]);
  });

  it("bench-through-public-surface: a benchmark reaches past a module's index.ts", async () => {
    expect(await cruise('bench-through-public-surface')).toEqual([
      'bench-through-public-surface: bench/collections-seed.ts -> server/modules/collections/collections.service.ts',
    ]);
  });

  it("test-support rules: test support and the harness reach past another module's index.ts and test support", async () => {
    expect(await cruise('test-support-through-public-surface', testSupportOptions)).toEqual([
      'test-harness-through-public-surface: server/test/test-app.ts -> server/modules/applications/applications.repository.ts',
      'test-support-through-public-surface: server/modules/payments/payments.test-support.ts -> server/modules/applications/applications.repository.ts',
      'test-support-through-public-surface: server/modules/payments/payments.test-support.ts -> server/modules/users/users.repository.ts',
    ]);
  });

  it('client-features-isolated: a feature imports another, by the @/ alias and by a relative path', async () => {
    expect(await cruise('client-features-isolated')).toEqual([
      'client-features-isolated: client/src/features/applications/components/loan-summary.tsx -> client/src/features/payments/api/get-payments.ts',
      'client-features-isolated: client/src/features/applications/utils/totals.ts -> client/src/features/payments/api/get-payments.ts',
    ]);
  });

  it('common-is-neutral: common/ imports the server and the client', async () => {
    expect(await cruise('common-is-neutral')).toEqual([
      'common-is-neutral: common/money.ts -> client/src/lib/format.ts',
      'common-is-neutral: common/money.ts -> server/db/client.ts',
    ]);
  });

  it('not-to-unresolvable: a missing file and an alias to nothing', async () => {
    expect(await cruise('not-to-unresolvable')).toEqual([
      'not-to-unresolvable: server/lib/errors.ts -> ./error-status',
      'not-to-unresolvable: server/lib/errors.ts -> @common/error-codes',
    ]);
  });
});
