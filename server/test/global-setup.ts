import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client';

declare module 'vitest' {
  // Module augmentation only works with interface declarations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

// One template per run, so that several test runs on one machine do not drop each other's template.
const POSTGRES_TEMPLATE_DB = `pawnbook_test_template_${process.pid}`;

// Migrate once, then every test file starts from a copy: a PGlite data-dir dump and a PostgreSQL template database.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = path.resolve('.tmp');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  const removeFile = () => rm(file, { force: true });

  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', null);
    return removeFile;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(url, POSTGRES_TEMPLATE_DB);
  const migrated = await openPostgres(templateUrl, 1);
  await migrated.close();
  project.provide('postgresTemplate', templateUrl);
  return async () => {
    await removeFile();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
