import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

// PGlite keeps its database in files that only one process may open. Two processes on the same
// DATA_DIR (a second server, or the user:create command while the server runs) would corrupt it.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dataDir: string, purpose: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pawnbook.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }), { flag: 'wx' });
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; purpose?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder;
      } catch {
        // unreadable lock: treat as stale
      }
      if (holder.pid && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Pawnbook process (pid ${holder.pid}, ${holder.purpose ?? 'unknown'}). Stop it first.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
