import { SYSTEM_TOASTS, type TRestoreResponse } from '@common/contracts/system';
import type { TBackupSummary } from './backup-validation';

/** How many missing files the answer names (the count is whole). */
const MISSING_FILES_SHOWN = 200;
/** How many the System Logs line names. */
const MISSING_FILES_LOGGED = 20;

/** The spec's words, which the client's toast shows too; what follows them is what still needs doing. */
export const RESTORED = SYSTEM_TOASTS.restoreComplete.description;
export const SMTP_PASSWORD_REENTRY =
  'The SMTP password in Email Settings was saved on another machine (or under another APP_SECRET) and cannot be read here: enter it again in Email Settings before e-mail can be sent.';

export type TRestoreOutcome = {
  summary: TBackupSummary;
  filename: string;
  preRestoreBackup: string;
  restoredFiles: number;
  missingFiles: string[];
  keptAuditEntries: number;
  smtpPasswordNeedsReentry: boolean;
  ms: number;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The sentences after "restored": what still needs the administrator (the answer's message, which
 * the dialog shows before it reloads) and, for System Logs, what happened to the files too.
 */
function notes(outcome: TRestoreOutcome, forLog: boolean): string[] {
  const { summary, restoredFiles, missingFiles } = outcome;
  const out: string[] = [];
  if (forLog && summary.filesIncluded && summary.files > 0) out.push(`${plural(restoredFiles, 'uploaded file was', 'uploaded files were')} restored.`);
  if (!summary.filesIncluded && summary.files > 0) {
    if (summary.header.formatVersion === 1) out.push('The backup was made before backups held the uploaded files: the files were not included, only listed.');
    else if (forLog) out.push('The uploaded files were not in the backup: they stay in the S3 bucket, which the backup lists with their checksums.');
  }
  if (missingFiles.length > 0) {
    out.push(`${plural(missingFiles.length, 'uploaded file the backup lists is', 'uploaded files the backup lists are')} missing from file storage; they show as "Photo not found" until uploaded again.`);
  }
  if (outcome.smtpPasswordNeedsReentry) out.push(SMTP_PASSWORD_REENTRY);
  return out;
}

/** Whether the restore left something for the administrator to do (System Logs then says it as a warning). */
export const restoreNeedsAttention = (outcome: TRestoreOutcome): boolean => notes(outcome, false).length > 0;

export function restoreAnswerOf(outcome: TRestoreOutcome): TRestoreResponse {
  return {
    message: [RESTORED, ...notes(outcome, false)].join(' '),
    restoredRows: outcome.summary.rows,
    preRestoreBackup: outcome.preRestoreBackup,
    filesIncluded: outcome.summary.filesIncluded,
    restoredFiles: outcome.restoredFiles,
    missingFiles: outcome.missingFiles.slice(0, MISSING_FILES_SHOWN),
    missingFileCount: outcome.missingFiles.length,
    smtpPasswordNeedsReentry: outcome.smtpPasswordNeedsReentry,
  };
}

/** The System Logs line: what was restored from which file, and everything the answer warns about, with the missing keys. */
export function restoreLogMessage(outcome: TRestoreOutcome): string {
  const { summary, missingFiles } = outcome;
  const shown = missingFiles.slice(0, MISSING_FILES_LOGGED).join(', ') + (missingFiles.length > MISSING_FILES_LOGGED ? ', ...' : '');
  const lines = [
    `Restored ${summary.rows} rows from ${outcome.filename || 'a backup'} of ${String(summary.header.createdAt)} in ${outcome.ms} ms`,
    `(pre-restore backup ${outcome.preRestoreBackup}); ${plural(outcome.keptAuditEntries, 'later audit entry', 'later audit entries')} kept.`,
    ...notes(outcome, true),
  ];
  if (missingFiles.length > 0) lines.push(`Missing: ${shown}.`);
  return lines.join(' ');
}
