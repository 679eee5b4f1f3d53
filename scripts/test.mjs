// npm test: unit and API tests (PGlite, plus PostgreSQL for the files docs/architecture.md lists in
// "Tests on both engines" when TEST_DATABASE_URL is set), then the browser journeys; prints the ten
// slowest files of each suite, then ends with one line "N passed, N failed" for the whole run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const suites = [
  { name: 'unit and API', config: 'vitest.config.ts', report: '.tmp/report-unit.json' },
  { name: 'browser journeys', config: 'vitest.e2e.config.ts', report: '.tmp/report-e2e.json' },
];

mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
const slowest = [];
const started = Date.now();

for (const suite of suites) {
  rmSync(suite.report, { force: true });
  console.log(`\n=== ${suite.name} (${suite.config}) ===`);
  const suiteStarted = Date.now();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', suite.config, '--reporter=default', '--reporter=json', `--outputFile.json=${suite.report}`],
    { stdio: 'inherit' },
  );
  console.log(`${suite.name}: ${seconds(Date.now() - suiteStarted)}`);
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
  // A file's time is from its first test's start to its end in its worker (its hooks included).
  const files = report.testResults.map((file) => ({
    name: path.relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }));
  slowest.push({ suite: suite.name, count: files.length, files: files.sort((a, b) => b.ms - a.ms).slice(0, 10) });
  // A suite file that failed to load has no failed tests but does fail the run.
  if (result.status !== 0) exitCode = 1;
}

console.log(`\nThe whole run took ${seconds(Date.now() - started)}.`);
for (const { suite, count, files } of slowest) {
  console.log(`The ten slowest files of ${suite} (of ${count}):`);
  for (const file of files) console.log(`  ${seconds(file.ms).padStart(7)}  ${file.name} (${file.tests} tests)`);
}

if (failed > 0) exitCode = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exitCode);

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
