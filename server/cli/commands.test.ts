import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

async function exec(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(TSX, [script, ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('shell commands', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawnbook-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('the server refuses to start on a bad variable, naming it', async () => {
    const result = await exec('server/main.ts', [], { DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Invalid environment configuration/);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('user:create adds a user of any role, generating a password when none is given', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const created = await exec('server/cli/user-create.ts', ['--email', 'Officer@Example.com', '--role', 'loan_officer', '--first-name', 'Olive'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created loan_officer officer@example.com/);
    expect(created.stdout).toMatch(/password: [A-Za-z0-9_-]{24}/);

    const duplicate = await exec('server/cli/user-create.ts', ['--email', 'officer@example.com', '--role', 'admin', '--password', 'long-enough-1'], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);

    const badRole = await exec('server/cli/user-create.ts', ['--email', 'x@example.com', '--role', 'owner', '--password', 'long-enough-1'], env);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toMatch(/Role must be one of/);

    const usage = await exec('server/cli/user-create.ts', [], env);
    expect(usage.code).toBe(2);
    expect(usage.stdout).toMatch(/Usage: npm run user:create/);
  }, 120_000);

  it('user:create will not open the embedded database while another process holds it', async () => {
    const release = await lockDataDir(dataDir, 'server');
    try {
      // The lock names this process; a child sees a live holder and refuses.
      const result = await exec('server/cli/user-create.ts', ['--email', 'y@example.com', '--role', 'admin', '--password', 'long-enough-1'], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another Pawnbook process/);
    } finally {
      release();
    }
  }, 60_000);
});
