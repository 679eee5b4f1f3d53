import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TSX = path.resolve('node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// The real server, started as `npm run dev` starts it, bound to 127.0.0.1 only: the address its
// start-up line names must be one a browser can open (it once said localhost, another site).
describe('the start-up line', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Starts the server as `npm run dev` does; answers its start-up line, everything it printed until then, and how to stop it. */
  async function start(port: number) {
    const child = spawn(TSX, ['server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        APP_URL: '',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'long-enough-password-1',
        LOG_LEVEL: 'warn',
        EMAIL_WORKER_INTERVAL_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const stop = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const found = /^Pawnbook is (?:running at|listening on) .*$/m.exec(output);
          if (found) resolve(found[0]);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it said where it runs:\n${output}`)));
      });
      return { line, output, stop };
    } catch (error) {
      await stop();
      throw error;
    }
  }

  it('with HOST=127.0.0.1 names http://127.0.0.1:PORT, and that address answers', async () => {
    const port = await freePort();
    const server = await start(port);
    try {
      expect(server.line).toMatch(new RegExp(`^Pawnbook is running at http://127\\.0\\.0\\.1:${port} \\(database: embedded, in `));
      const named = /(http:\/\/\S+)/.exec(server.line)![1]!;
      const health = await fetch(`${named}/api/health`);
      expect(health.status).toBe(200);
      // The first start created the database (in a child process of its own) with the administrator.
      expect(server.output).toContain('First administrator created');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('starts again on the data folder the first start created, which keeps its administrator', async () => {
    const port = await freePort();
    const server = await start(port);
    try {
      expect(server.output).not.toContain('First administrator created');
      const named = /(http:\/\/\S+)/.exec(server.line)![1]!;
      const login = await fetch(`${named}/api/auth/local-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: named },
        body: JSON.stringify({ email: 'owner@example.com', password: 'long-enough-password-1' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
