import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The app's master secret: APP_SECRET when set (required when several instances share a database),
 * otherwise a key generated once in DATA_DIR and kept there.
 */
export async function loadAppSecret(options: { appSecret?: string | undefined; dataDir: string }): Promise<Buffer> {
  if (options.appSecret) return createHash('sha256').update(options.appSecret).digest();
  const file = path.join(options.dataDir, 'app-secret.key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 64) return Buffer.from(existing, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
}
