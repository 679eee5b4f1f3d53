import {
  EMAIL_SETTING_DEFAULTS,
  EMAIL_SETTINGS_MESSAGES,
  emailSettingProblem,
  SMTP_TEST_FAILURES,
  type TCreateEmailSettingInput,
  type TEmailService,
  type TEmailSetting,
  type TEmailSettingsResponse,
  type TTestEmailSettingResponse,
  type TUpdateEmailSettingInput,
} from '@common/contracts/email-settings';
import type { TDeletedResponse } from '@common/contracts/credentials';
import type { TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createMailSender, smtpFailureOf, TEST_SEND_TIMEOUTS, type TMailConfig, type TMailTimeouts } from '../../lib/mail/mail-transport';
import { emailPasswordBox, SecretBoxError } from '../../lib/mail/secret-box';
import { countHit } from '../../lib/rate-counter.repository';
import { recordAudit, type TAuditActor } from '../audit';
import {
  clearOtherDefaults,
  deleteEmailSettingRow,
  findEmailSettingRow,
  insertEmailSettingRow,
  listActiveEmailSettingRows,
  listEmailSettingRows,
  lockEmailSettings,
  updateEmailSettingRow,
  type TEmailSettingInsert,
  type TEmailSettingRow,
} from './email-settings.repository';

/** What the settings calls need besides the database: the app secret seals and opens passwords. */
export type TEmailSettingsDeps = { db: TExecutor; secret: Buffer };

export const NO_ACTIVE_CONFIGURATION = 'No email configuration is active. Add one in Email Settings and turn on Active Configuration.';
export const NO_DEFAULT_CONFIGURATION = 'Several email configurations are active and none is the default. Mark one as default in Email Settings.';
export const PASSWORD_UNREADABLE =
  'The stored password of this email configuration cannot be read with the current app secret (APP_SECRET or the key file changed). Enter the password again in Email Settings.';

export const TEST_EMAIL_SUBJECT = 'Pawnbook test email';

/** Test sends an administrator may make an hour: enough to fix a configuration, too few to scan ports. */
export const TEST_SENDS_PER_HOUR = 10;

/**
 * Whether a stored password cannot be opened with this app secret: it was sealed on another machine
 * or under another APP_SECRET (a restore onto a new machine), so it must be entered again.
 */
export function passwordNeedsReentry(sealed: string, secret: Buffer): boolean {
  if (sealed === '') return false;
  try {
    emailPasswordBox(secret).open(sealed);
    return false;
  } catch (error) {
    if (error instanceof SecretBoxError) return true;
    throw error;
  }
}

/** The configurations whose stored password this app secret cannot open (their ids). */
export async function emailSettingsNeedingPassword(db: TExecutor, secret: Buffer): Promise<number[]> {
  return (await listEmailSettingRows(db)).filter((row) => passwordNeedsReentry(row.password, secret)).map((row) => row.id);
}

/** Every answer's view of a row: the password never leaves, only whether one is stored and can be read. */
export function toEmailSetting(row: TEmailSettingRow, secret: Buffer): TEmailSetting {
  return {
    id: row.id,
    service: row.service as TEmailService,
    isActive: row.isActive,
    smtpHost: row.smtpHost,
    smtpPort: row.smtpPort,
    username: row.username,
    hasPassword: row.password !== '',
    passwordNeedsReentry: passwordNeedsReentry(row.password, secret),
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// What an audit row may say about a configuration: everything but the password.
const auditedFields = ['service', 'isActive', 'smtpHost', 'smtpPort', 'username', 'senderName', 'senderEmail', 'isDefault'] as const;
const auditedOf = (row: Pick<TEmailSettingRow, (typeof auditedFields)[number]>) =>
  Object.fromEntries(auditedFields.map((field) => [field, row[field]]));

// Ids are integers; anything else names no configuration (404, like an unknown one).
function parseId(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new AppError('NOT_FOUND', EMAIL_SETTINGS_MESSAGES.notFound);
  return Number(id);
}

function assertValid(values: Parameters<typeof emailSettingProblem>[0]): void {
  const problem = emailSettingProblem(values);
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

const isBlank = (password: string | null | undefined) => !password || password.trim() === '';

export async function listEmailSettings(deps: TEmailSettingsDeps): Promise<TEmailSettingsResponse> {
  return (await listEmailSettingRows(deps.db)).map((row) => toEmailSetting(row, deps.secret));
}

export async function createEmailSetting(deps: TEmailSettingsDeps, actor: TAuditActor, input: TCreateEmailSettingInput): Promise<TEmailSetting> {
  if (isBlank(input.password)) throw new AppError('BAD_REQUEST', EMAIL_SETTINGS_MESSAGES.passwordRequired);
  const values: TEmailSettingInsert = {
    service: input.service,
    isActive: input.isActive,
    // Host and port are the form's only for smtp; gmail and sendgrid have fixed servers.
    smtpHost: input.service === 'smtp' ? (input.smtpHost ?? null) : null,
    smtpPort: input.smtpPort ?? EMAIL_SETTING_DEFAULTS.smtpPort,
    username: input.username,
    password: emailPasswordBox(deps.secret).seal(input.password ?? ''),
    senderName: input.senderName ?? EMAIL_SETTING_DEFAULTS.senderName,
    senderEmail: input.senderEmail ?? null,
    isDefault: input.isDefault,
  };
  assertValid({ service: input.service, smtpHost: values.smtpHost ?? null, smtpPort: values.smtpPort ?? null, username: values.username, senderEmail: values.senderEmail ?? null });
  return deps.db.transaction(async (tx) => {
    await lockEmailSettings(tx);
    const clearedDefaultIds = values.isDefault ? await clearOtherDefaults(tx, null) : [];
    const row = await insertEmailSettingRow(tx, values);
    await recordAudit(tx, actor, {
      action: 'email-setting.create',
      entity: 'email-setting',
      entityId: String(row.id),
      summary: { ...auditedOf(row), ...(clearedDefaultIds.length ? { clearedDefaultIds } : {}) },
    });
    return toEmailSetting(row, deps.secret);
  });
}

export async function updateEmailSetting(
  deps: TEmailSettingsDeps,
  actor: TAuditActor,
  rawId: string,
  input: TUpdateEmailSettingInput,
): Promise<TEmailSetting> {
  const id = parseId(rawId);
  // Sealing is the only slow-ish step; done before the transaction holds the lock.
  const sealedPassword = isBlank(input.password) ? null : emailPasswordBox(deps.secret).seal(input.password ?? '');
  return deps.db.transaction(async (tx) => {
    await lockEmailSettings(tx);
    const current = await findEmailSettingRow(tx, id);
    if (!current) throw new AppError('NOT_FOUND', EMAIL_SETTINGS_MESSAGES.notFound);
    const service = input.service ?? (current.service as TEmailService);
    const next = {
      service,
      isActive: input.isActive ?? current.isActive,
      smtpHost: service === 'smtp' ? (input.smtpHost === undefined ? current.smtpHost : input.smtpHost) : null,
      smtpPort: input.smtpPort ?? current.smtpPort ?? EMAIL_SETTING_DEFAULTS.smtpPort,
      username: input.username ?? current.username,
      senderName: input.senderName === undefined ? current.senderName : (input.senderName ?? EMAIL_SETTING_DEFAULTS.senderName),
      senderEmail: input.senderEmail === undefined ? current.senderEmail : input.senderEmail,
      isDefault: input.isDefault ?? current.isDefault,
    };
    assertValid(next);
    const clearedDefaultIds = next.isDefault && !current.isDefault ? await clearOtherDefaults(tx, id) : [];
    const row = await updateEmailSettingRow(tx, id, { ...next, ...(sealedPassword ? { password: sealedPassword } : {}) });
    if (!row) throw new AppError('NOT_FOUND', EMAIL_SETTINGS_MESSAGES.notFound);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of auditedFields) {
      if (current[field] !== row[field]) {
        before[field] = current[field];
        after[field] = row[field];
      }
    }
    await recordAudit(tx, actor, {
      action: 'email-setting.update',
      entity: 'email-setting',
      entityId: String(id),
      summary: { before, after, passwordChanged: sealedPassword !== null, ...(clearedDefaultIds.length ? { clearedDefaultIds } : {}) },
    });
    return toEmailSetting(row, deps.secret);
  });
}

export async function deleteEmailSetting(db: TExecutor, actor: TAuditActor, rawId: string): Promise<TDeletedResponse> {
  const id = parseId(rawId);
  return db.transaction(async (tx) => {
    await lockEmailSettings(tx);
    const row = await deleteEmailSettingRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', EMAIL_SETTINGS_MESSAGES.notFound);
    await recordAudit(tx, actor, { action: 'email-setting.delete', entity: 'email-setting', entityId: String(id), summary: auditedOf(row) });
    return { message: EMAIL_SETTINGS_MESSAGES.deleted };
  });
}

/** A row with its password opened, or why it cannot be used. */
export function toMailConfig(row: TEmailSettingRow, secret: Buffer): { config: TMailConfig } | { problem: string } {
  try {
    const password = emailPasswordBox(secret).open(row.password);
    return {
      config: {
        id: row.id,
        service: row.service as TEmailService,
        smtpHost: row.smtpHost,
        smtpPort: row.smtpPort,
        username: row.username,
        password,
        senderName: row.senderName,
        senderEmail: row.senderEmail,
      },
    };
  } catch (error) {
    if (error instanceof SecretBoxError) return { problem: PASSWORD_UNREADABLE };
    throw error;
  }
}

/**
 * The configuration the outbox is sent with: the active default; without an active default, the
 * only active configuration; otherwise none, and the reason in words.
 */
export async function loadSendingConfiguration(db: TExecutor, secret: Buffer): Promise<{ config: TMailConfig } | { problem: string }> {
  const active = await listActiveEmailSettingRows(db);
  const chosen = active.find((row) => row.isDefault) ?? (active.length === 1 ? active[0] : undefined);
  if (!chosen) return { problem: active.length === 0 ? NO_ACTIVE_CONFIGURATION : NO_DEFAULT_CONFIGURATION };
  return toMailConfig(chosen, secret);
}

async function enforceTestSendLimit(db: TExecutor, actor: TAuditActor): Promise<void> {
  const { hits, retryAfterSeconds } = await countHit(db, `email-test:${actor.user.id}`, 60);
  if (hits <= TEST_SENDS_PER_HOUR) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError('TOO_MANY_REQUESTS', `Too many test emails. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Sends one message at once through this configuration (active or not: it is tested before it is
 * turned on), with short timeouts. Any host and port may be tried (providers use many), so a
 * failure answers 400 with one of SMTP_TEST_FAILURES, never the other end's words, and each
 * administrator has TEST_SENDS_PER_HOUR tries an hour: together they keep this from being a port
 * scanner that reads banners.
 */
export async function sendTestEmail(
  deps: TEmailSettingsDeps,
  actor: TAuditActor,
  rawId: string,
  testEmail: string,
  timeouts: TMailTimeouts = TEST_SEND_TIMEOUTS,
): Promise<TTestEmailSettingResponse> {
  const id = parseId(rawId);
  const row = await findEmailSettingRow(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', EMAIL_SETTINGS_MESSAGES.notFound);
  const opened = toMailConfig(row, deps.secret);
  if ('problem' in opened) throw new AppError('BAD_REQUEST', EMAIL_SETTINGS_MESSAGES.testFailed(opened.problem));
  await enforceTestSendLimit(deps.db, actor);
  const sender = createMailSender(opened.config, timeouts);
  let failure: string | null = null;
  try {
    await sender.send({
      to: testEmail,
      subject: TEST_EMAIL_SUBJECT,
      text: [
        'This is a test email from Pawnbook.',
        '',
        `It was sent with the ${row.service.toUpperCase()} configuration of ${row.username}.`,
        'If you can read it, this configuration can send notifications, receipts and other emails.',
      ].join('\n'),
    });
  } catch (error) {
    failure = SMTP_TEST_FAILURES[smtpFailureOf(error)];
  } finally {
    sender.close();
  }
  await recordAudit(deps.db, actor, {
    action: 'email-setting.test',
    entity: 'email-setting',
    entityId: String(id),
    summary: { testEmail, ok: failure === null, ...(failure ? { error: failure } : {}) },
  });
  if (failure) throw new AppError('BAD_REQUEST', EMAIL_SETTINGS_MESSAGES.testFailed(failure));
  return { success: true, message: EMAIL_SETTINGS_MESSAGES.testSent(testEmail) };
}
