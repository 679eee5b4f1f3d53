import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDeletedResponse } from '@common/contracts/credentials';
import {
  BACKUP_FILENAME_PATTERN,
  SYSTEM_MESSAGES,
  ZAutoBackupSettings,
  ZAutoBackupSettingsRequest,
  ZBackupFilenameParams,
  ZBackupIdParams,
  ZBackupStatusResponse,
  ZCreatedBackupResponse,
  ZDatabaseStatus,
  ZDatabaseTablesResponse,
  ZDeleteBackupRequest,
  ZRestoreResponse,
  ZStorageResponse,
  ZSystemBackupsResponse,
  ZSystemLogsQuery,
  ZSystemLogsResponse,
  ZTableDataParams,
  ZTableDataQuery,
  ZTableDataResponse,
} from '@common/contracts/system';
import { can } from '@common/permissions';
import type { TRole } from '@common/roles';
import type { TAppContext } from '../../app-context';
import { allowOnly, requireUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { createDeviceCookies, throttlePolicyOf, verifySuperAdminCredentials } from '../auth';
import { getAutoBackupSettings, saveAutoBackupSettings } from './auto-backup.service';
import { backupStatus, createBackup, deleteBackup, listBackups, openBackupDownload, toSystemBackup, type TSystemDeps } from './backup.service';
import { createBackupStore } from './backup-store';
import { databaseStatus, databaseTables, storageReport, systemLogs, tableData } from './database.service';
import { restoreBackup } from './restore.service';
import { holdWorkLease, restoreWorkFile, restoreWorkName } from './work-leases';

/** The largest backup file a restore accepts. */
export const MAX_RESTORE_BYTES = 4 * 1024 * 1024 * 1024;

export function systemDepsOf(ctx: TAppContext): TSystemDeps {
  return { db: ctx.db, objectStore: ctx.objectStore, backupStore: createBackupStore(ctx.env), version: ctx.version };
}

async function sendBackupFile(reply: FastifyReply, file: Awaited<ReturnType<typeof openBackupDownload>>): Promise<FastifyReply> {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename=${file.filename}`)
    .header('content-length', String(file.size))
    .send(file.stream);
}

export async function registerSystemRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = systemDepsOf(ctx);
  const restoreDeps = { ...deps, secret: ctx.secret };
  const view = { preValidation: allowOnly('system.view') };
  const superAdmin = { preValidation: allowOnly('system.restore') };
  // A super admin's own browser passes their confirmation while guessers have the account throttled.
  const devices = createDeviceCookies({ secret: ctx.secret, secure: ctx.env.secureCookies });

  // The backup as a download; also stored and listed. Long backups stream from the stored file.
  // it may start a backup but never receives one: the file holds every borrower's data (DESIGN 1, 14).
  r.post('/api/system/backup', { ...view, schema: { body: z.object({}).loose().optional() } }, async (request, reply) => {
    const user = await requireUser(request, 'system.view');
    const row = await createBackup(deps, { backupType: 'manual', createdBy: user.email, requestId: request.id });
    if (!can(user.role as TRole, 'system.restore')) return reply.code(201).send(ZCreatedBackupResponse.parse({ backup: toSystemBackup(row, row.fileSize) }));
    return sendBackupFile(reply, await openBackupDownload(deps, row.filename));
  });

  r.get('/api/system/backups', { ...view, schema: { response: { 200: ZSystemBackupsResponse } } }, async () => listBackups(deps));

  r.get('/api/system/backups/:filename/download', { ...superAdmin, schema: { params: ZBackupFilenameParams } }, async (request, reply) => {
    if (!BACKUP_FILENAME_PATTERN.test(request.params.filename)) throw new AppError('NOT_FOUND', SYSTEM_MESSAGES.backupNotFound);
    return sendBackupFile(reply, await openBackupDownload(deps, request.params.filename));
  });

  r.delete(
    '/api/system/backups/:id',
    { ...superAdmin, schema: { params: ZBackupIdParams, body: ZDeleteBackupRequest.nullish(), response: { 200: ZDeletedResponse } } },
    async (request) => {
      const user = await requireUser(request, 'system.restore');
      await verifySuperAdminCredentials(ctx.db, throttlePolicyOf(ctx.env), request.body, request.ip, devices.deviceOf(request, request.body?.email ?? ''));
      return deleteBackup(deps, { user, ip: request.ip }, request.params.id);
    },
  );

  r.get('/api/system/backup-status', { ...view, schema: { response: { 200: ZBackupStatusResponse } } }, async () => backupStatus(deps));

  r.get('/api/system/auto-backup-settings', { ...view, schema: { response: { 200: ZAutoBackupSettings } } }, async () => getAutoBackupSettings(ctx.db));

  r.post(
    '/api/system/auto-backup-settings',
    { ...view, schema: { body: ZAutoBackupSettingsRequest, response: { 200: ZAutoBackupSettings } } },
    async (request) => {
      const user = await requireUser(request, 'system.view');
      return saveAutoBackupSettings(ctx.db, { user, ip: request.ip }, request.body);
    },
  );

  r.get('/api/system/database-status', { ...view, schema: { response: { 200: ZDatabaseStatus } } }, async () => databaseStatus(ctx.db, ctx.databaseKind));

  r.get('/api/system/database-tables', { ...view, schema: { response: { 200: ZDatabaseTablesResponse } } }, async () => databaseTables(ctx.db));

  r.get(
    '/api/system/table-data/:table',
    { ...view, schema: { params: ZTableDataParams, querystring: ZTableDataQuery, response: { 200: ZTableDataResponse } } },
    async (request) => {
      const user = await requireUser(request, 'system.view');
      return tableData(ctx.db, user.role as TRole, request.params.table, request.query);
    },
  );

  r.get('/api/system/storage', { ...view, schema: { response: { 200: ZStorageResponse } } }, async () =>
    storageReport(ctx.db, { kind: ctx.databaseKind, dataDir: ctx.env.DATA_DIR }),
  );

  r.get('/api/system/logs', { ...view, schema: { querystring: ZSystemLogsQuery, response: { 200: ZSystemLogsResponse } } }, async (request) =>
    systemLogs(ctx.db, request.query),
  );

  // Multipart is parsed only inside this plugin: every other route keeps refusing it (415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_RESTORE_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/system/restore', { ...superAdmin, schema: { response: { 200: ZRestoreResponse } } }, async (request) => {
      const user = await requireUser(request, 'system.restore');
      // The lease is taken before the upload is written: should the server stop, the interrupted-work job removes the file.
      const uploadId = randomUUID();
      const release = await holdWorkLease(ctx.db, restoreWorkName(uploadId));
      const file = path.join(deps.backupStore.workDir, restoreWorkFile(uploadId));
      try {
        const filename = await receiveBackupUpload(request, file);
        return await restoreBackup(restoreDeps, { user, ip: request.ip }, { file, filename, requestId: request.id });
      } finally {
        await rm(file, { force: true });
        await release();
      }
    });
  });
}

/** Streams the form's "backup" file to `target` in the work folder (never into memory); answers the name it was sent under. */
async function receiveBackupUpload(request: FastifyRequest, target: string): Promise<string> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', SYSTEM_MESSAGES.restoreNoFile);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'backup' || !/\.json$/i.test(part.filename)) {
      part?.file.resume();
      throw new AppError('BAD_REQUEST', SYSTEM_MESSAGES.restoreNoFile);
    }
    await pipeline(part.file, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The backup file is larger than a restore accepts.');
    return part.filename;
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'The backup file is larger than a restore accepts.');
    throw new AppError('BAD_REQUEST', 'The backup file could not be received. Please try again.');
  }
}
