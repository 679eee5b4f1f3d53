// npm test: unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then the
// browser journeys; ends with one line "N passed, N failed" for the whole run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const suites = [
  { name: 'unit and API', config: 'vitest.config.ts', report: '.tmp/report-unit.json' },
  { name: 'browser journeys', config: 'vitest.e2e.config.ts', report: '.tmp/report-e2e.json' },
];

mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

for (const suite of suites) {
  rmSync(suite.report, { force: true });
  console.log(`\n=== ${suite.name} (${suite.config}) ===`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', suite.config, '--reporter=default', '--reporter=json', `--outputFile.json=${suite.report}`],
    { stdio: 'inherit' },
  );
  if (!existsSync(suite.report)) {
    console.error(`${suite.name}: the test runner wrote no report (exit ${result.status}); counting it as one failure`);
    failed += 1;
    exitCode = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite file that failed to load has no failed tests but does fail the run.
  if (result.status !== 0) exitCode = 1;
}

if (failed > 0) exitCode = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exitCode);
