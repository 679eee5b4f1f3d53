// npm start: build whatever is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const configFiles = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const configTime = Math.max(...configFiles.map(newestMtime));
const clientBuilt = existsSync('dist/client/index.html') ? statSync('dist/client/index.html').mtimeMs : 0;
if (clientBuilt < Math.max(configTime, newestMtime('client'), newestMtime('common'))) run('build:client');
const serverBuilt = existsSync('dist/server/main.mjs') ? statSync('dist/server/main.mjs').mtimeMs : 0;
if (serverBuilt < Math.max(configTime, newestMtime('server'), newestMtime('common'))) run('build:server');

await import(path.resolve('dist/server/main.mjs'));
