import { parseArgs } from 'node:util';
import { ROLES } from '@common/roles';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { EnvError, loadEnv } from '../env';
import { AppError } from '../lib/errors';
import { serializeError } from '../lib/logger';
import { generatePassword } from '../lib/passwords';
import { createLocalUser } from '../modules/users';

const USAGE = `Usage: npm run user:create -- --email <e-mail> --role <${ROLES.join('|')}> [--password <password>] [--first-name <name>] [--last-name <name>]
Without --password a strong password is generated and printed once.
Uses the same DATABASE_URL / DATA_DIR as the server; with the embedded database, stop the server first.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.email || !values.role) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const env = loadEnv();
  if (!env.DATABASE_URL) await lockDataDir(env.DATA_DIR, 'user:create');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const password = values.password ?? generatePassword();
    const user = await createLocalUser(database.db, {
      email: values.email,
      password,
      role: values.role as (typeof ROLES)[number],
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Created ${user.role} ${user.email}${values.password ? '' : `\n  password: ${password}\n  This password is shown only once.`}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AppError || error instanceof EnvError || (error instanceof Error && /data folder/.test(error.message));
    // An unknown error is printed as the logs show it: a failed insert's parameters hold the password hash.
    console.error(known ? (error as Error).message : serializeError(error).stack);
    process.exit(1);
  },
);
