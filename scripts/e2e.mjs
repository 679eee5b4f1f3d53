// npm run test:e2e: the browser journeys (e2e/*.e2e.ts) in their own Vitest run; exits with its code.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.error) console.error(`Could not start Vitest: ${result.error.message}`);
process.exit(result.status ?? 1);
