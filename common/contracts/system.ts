import { z } from 'zod';
import { ZSuperAdminCredentials } from './credentials';
import { wholeNumber } from './fields';

// System Admin (permission system.view: super_admin and it; downloading, deleting and restoring a
// backup: system.restore, super_admin only, because a backup holds every borrower's data).

export const BACKUP_TYPES = ['manual', 'auto', 'pre-restore'] as const;
export type TBackupType = (typeof BACKUP_TYPES)[number];

export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TBackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

/** Spec defaults and bounds of the auto-backup settings. */
export const AUTO_BACKUP_DEFAULTS = { isEnabled: false, frequency: 'daily', time: '02:00', retentionDays: 30, maxBackups: 10 } as const;
export const AUTO_BACKUP_BOUNDS = { retentionDays: { min: 1, max: 365 }, maxBackups: { min: 1, max: 100 } } as const;

/**
 * The file format: `format` names it, `formatVersion` is bumped when its layout changes. Version 2
 * carries the uploaded files' bytes (base64 "data" of each file entry) when `filesIncluded` is true;
 * version 1 listed the files only and is still restored.
 */
export const BACKUP_FORMAT = 'pawnbook-backup';
export const BACKUP_FORMAT_VERSION = 2;
export const BACKUP_FORMAT_VERSIONS_READ: readonly number[] = [1, 2];
/** The file's name as stored and downloaded: pawnbook-backup-YYYY-MM-DD-HHmm.json (Jamaica time), -2, -3 ... when a minute repeats. */
export const BACKUP_FILENAME_PATTERN = /^pawnbook-backup-\d{4}-\d{2}-\d{2}-\d{4}(-\d{1,3})?\.json$/;

export const TABLE_BROWSER_PAGE_SIZE = 50;
export const TABLE_BROWSER_MAX_PAGE_SIZE = 100;
/** What the browser shows instead of a password hash, session id, sealed secret or key. */
export const HIDDEN_VALUE = '[hidden]';
/** What it sees instead of a personal value (names, e-mails, phones, addresses, TRN, ID numbers, bank accounts). */
export const MASKED_VALUE = '***';
export const SYSTEM_LOG_LEVELS = ['info', 'warn', 'error'] as const;
export const SYSTEM_LOGS_PAGE_SIZE = 50;

export const SYSTEM_MESSAGES = {
  backupNotFound: 'Backup not found',
  unknownTable: 'Unknown table',
  restoreNoFile: 'Choose a backup file (.json) to restore.',
  restoreTablesBusy: 'A background job is using the data; try the restore again in a minute. Nothing was changed.',
} as const;

export const ZSystemBackup = z.object({
  id: z.number().int(),
  filename: z.string(),
  fileSize: z.number().int(),
  backupType: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  status: z.string(),
  recordCount: z.number().int(),
  fileExists: z.boolean(),
  actualFileSize: z.number().int().nullable(),
});
export type TSystemBackup = z.infer<typeof ZSystemBackup>;
export const ZSystemBackupsResponse = z.array(ZSystemBackup);
/** POST /api/system/backup as it: made and stored, but not handed over (201, no file). */
export const ZCreatedBackupResponse = z.object({ backup: ZSystemBackup });
export type TCreatedBackupResponse = z.infer<typeof ZCreatedBackupResponse>;

export const ZBackupFilenameParams = z.object({ filename: z.string().max(200) });
export const ZBackupIdParams = z.object({ id: wholeNumber('id', 1, 2_147_483_647) });
/** DELETE /api/system/backups/{id}: a super admin's e-mail and password in the body. */
export const ZDeleteBackupRequest = ZSuperAdminCredentials;

/** GET /api/system/backup-status: the newest backup, or null ('No backups yet'). */
export const ZBackupStatusResponse = z.object({
  lastBackup: z
    .object({ filename: z.string(), createdAt: z.string(), backupType: z.string(), fileSize: z.number().int(), status: z.string() })
    .nullable(),
});
export type TBackupStatusResponse = z.infer<typeof ZBackupStatusResponse>;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZAutoBackupSettingsRequest = z.object({
  isEnabled: z.boolean({ error: 'isEnabled must be true or false' }),
  frequency: z.enum(BACKUP_FREQUENCIES, { error: 'frequency must be daily, weekly or monthly' }),
  time: z.string({ error: 'time must be HH:MM' }).regex(TIME_OF_DAY, { error: 'time must be HH:MM (00:00 to 23:59)' }),
  retentionDays: z
    .number({ error: 'retentionDays must be a whole number' })
    .int({ error: 'retentionDays must be a whole number' })
    .min(1, { error: 'retentionDays must be between 1 and 365' })
    .max(365, { error: 'retentionDays must be between 1 and 365' }),
  maxBackups: z
    .number({ error: 'maxBackups must be a whole number' })
    .int({ error: 'maxBackups must be a whole number' })
    .min(1, { error: 'maxBackups must be between 1 and 100' })
    .max(100, { error: 'maxBackups must be between 1 and 100' }),
});
export type TAutoBackupSettingsRequest = z.infer<typeof ZAutoBackupSettingsRequest>;

export const ZAutoBackupSettings = ZAutoBackupSettingsRequest.extend({
  lastRun: z.string().nullable(),
  nextRun: z.string().nullable(),
  status: z.string(),
  errorMessage: z.string().nullable(),
});
export type TAutoBackupSettings = z.infer<typeof ZAutoBackupSettings>;

export const ZDatabaseStatus = z.object({
  status: z.enum(['healthy', 'error']),
  database: z.enum(['embedded', 'postgresql']),
  version: z.string(),
  sizeBytes: z.number().int(),
  latencyMs: z.number(),
  migrations: z.object({ applied: z.number().int(), latest: z.string() }),
});
export type TDatabaseStatus = z.infer<typeof ZDatabaseStatus>;

export const ZDatabaseTablesResponse = z.array(z.object({ name: z.string(), rowCount: z.number().int() }));
export type TDatabaseTable = z.infer<typeof ZDatabaseTablesResponse>[number];

export const ZTableDataParams = z.object({ table: z.string().max(100) });
export const ZTableDataQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, TABLE_BROWSER_MAX_PAGE_SIZE).default(TABLE_BROWSER_PAGE_SIZE),
});
export type TTableDataQuery = z.input<typeof ZTableDataQuery>;
export const ZTableDataResponse = z.object({
  columns: z.array(z.string()),
  data: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number().int(),
  pagination: z.object({ page: z.number().int(), totalPages: z.number().int(), hasPrev: z.boolean(), hasNext: z.boolean() }),
});
export type TTableDataResponse = z.infer<typeof ZTableDataResponse>;

const ZCountBytes = z.object({ count: z.number().int(), bytes: z.number().int() });
export const ZStorageResponse = z.object({
  database: z.object({
    sizeBytes: z.number().int(),
    tables: z.array(z.object({ name: z.string(), rows: z.number().int(), bytes: z.number().int() })),
  }),
  uploads: ZCountBytes.extend({ byKind: z.array(ZCountBytes.extend({ kind: z.string() })) }),
  backups: ZCountBytes,
  /** Free space where DATA_DIR lives (embedded setup); null when the data is elsewhere. */
  disk: z.object({ freeBytes: z.number().int(), totalBytes: z.number().int() }).nullable(),
});
export type TStorageResponse = z.infer<typeof ZStorageResponse>;

export const ZSystemLogsQuery = z.object({
  level: z.enum(['', 'all', ...SYSTEM_LOG_LEVELS], { error: 'level must be info, warn or error' }).default('all'),
  page: wholeNumber('page', 1, 100_000).default(1),
});
export type TSystemLogsQuery = z.input<typeof ZSystemLogsQuery>;
export const ZSystemLogEntry = z.object({
  id: z.number().int(),
  level: z.enum(SYSTEM_LOG_LEVELS),
  event: z.string(),
  message: z.string(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type TSystemLogEntry = z.infer<typeof ZSystemLogEntry>;
export const ZSystemLogsResponse = z.object({
  entries: z.array(ZSystemLogEntry),
  totalCount: z.number().int(),
  pagination: z.object({ page: z.number().int(), totalPages: z.number().int(), hasPrev: z.boolean(), hasNext: z.boolean() }),
});
export type TSystemLogsResponse = z.infer<typeof ZSystemLogsResponse>;

/** POST /api/system/restore answers this once everything is committed. */
export const ZRestoreResponse = z.object({
  message: z.string(),
  restoredRows: z.number().int(),
  preRestoreBackup: z.string(),
  /**
   * Whether the backup carried the uploaded files (local file storage). False for a backup whose
   * files stay in the S3 bucket (it lists their keys and checksums) and for one made before backups
   * held files.
   */
  filesIncluded: z.boolean(),
  /** Uploaded files written to file storage from the backup. */
  restoredFiles: z.number().int(),
  /** Uploaded files the backup lists that the file storage does not hold (the first 200 keys). */
  missingFiles: z.array(z.string()),
  missingFileCount: z.number().int(),
  /** The restored SMTP passwords were sealed under another app secret: they must be entered again in Email Settings. */
  smtpPasswordNeedsReentry: z.boolean(),
});
export type TRestoreResponse = z.infer<typeof ZRestoreResponse>;

/** The spec's toasts of the System Admin tab (staff-area section 8), word for word. */
export const SYSTEM_TOASTS = {
  downloadStarted: { title: 'Download Started' },
  downloadFailed: { title: 'Download Failed', description: 'Unable to download backup file.', variant: 'destructive' },
  backupCreated: { title: 'Backup Created', description: 'System backup has been created and downloaded.' },
  /** For it, who starts backups but never downloads one. */
  backupStored: { title: 'Backup Created', description: 'System backup has been created and stored.' },
  backupFailed: { title: 'Backup Failed', description: 'Failed to create system backup.', variant: 'destructive' },
  restoreComplete: { title: 'Restore Complete', description: 'System has been restored from backup.' },
  restoreFailed: { title: 'Restore Failed', description: 'Failed to restore from backup.', variant: 'destructive' },
  autoBackupFailed: { title: 'Error', description: 'Failed to update auto-backup settings. Please try again.', variant: 'destructive' },
  tableDataFailed: 'Failed to fetch table data',
} as const;

/** The word a restore must be confirmed with. */
export const RESTORE_CONFIRMATION_WORD = 'RESTORE';
