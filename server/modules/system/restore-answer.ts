import type { TRestoreResponse } from '@common/contracts/system';
import type { TBackupSummary } from './backup-validation';

/** How many missing files the answer names (the count is whole). */
const MISSING_FILES_SHOWN = 200;
/** How many the System Logs line names. */
const MISSING_FILES_LOGGED = 20;

export const RESTORED = 'System has been restored from backup.';
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

/** Why the uploaded files were not in the backup, or null when they were (or there are none). */
function filesNotIncluded({ summary }: TRestoreOutcome): string | null {
  if (summary.filesIncluded || summary.files === 0) return null;
  return summary.header.formatVersion === 1
    ? 'The backup was made before backups held the uploaded files: the files were not included, only listed.'
    : 'The uploaded files were not included in the backup: they stay in the S3 bucket, which the backup lists with their checksums.';
}

/** The sentences after "restored" that tell the administrator what still needs them. */
function notes(outcome: TRestoreOutcome): string[] {
  const { summary, restoredFiles, missingFiles } = outcome;
  const out: string[] = [];
  if (summary.filesIncluded && summary.files > 0) out.push(`${plural(restoredFiles, 'uploaded file was', 'uploaded files were')} restored.`);
  const notIncluded = filesNotIncluded(outcome);
  if (notIncluded) out.push(notIncluded);
  if (missingFiles.length > 0) {
    out.push(`${plural(missingFiles.length, 'uploaded file the backup lists is', 'uploaded files the backup lists are')} missing from file storage; they show as "Photo not found" until uploaded again.`);
  }
  if (outcome.smtpPasswordNeedsReentry) out.push(SMTP_PASSWORD_REENTRY);
  return out;
}

export function restoreAnswerOf(outcome: TRestoreOutcome): TRestoreResponse {
  return {
    message: [RESTORED, ...notes(outcome)].join(' '),
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
    ...notes(outcome),
  ];
  if (missingFiles.length > 0) lines.push(`Missing: ${shown}.`);
  return lines.join(' ');
}
