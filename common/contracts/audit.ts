import { z } from 'zod';
import { optionalDayField, text } from './fields';
import { pagedResponse, pageQuery } from './paging';

export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

const day = (field: string) => optionalDayField(field, `${field} must be a real date (YYYY-MM-DD)`);

/** GET /api/admin/audit-log (admin, super_admin): newest first, filtered; from/to are Jamaica days, inclusive. */
export const ZAuditLogRequest = z.object({
  action: text('action').trim().max(60).optional(),
  entity: text('entity').trim().max(60).optional(),
  entityId: text('entityId').trim().max(100).optional(),
  /** Part of the acting user's e-mail. */
  user: text('user').trim().max(254).optional(),
  from: day('from'),
  to: day('to'),
  ...pageQuery(AUDIT_DEFAULT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE),
});
export type TAuditLogRequest = z.infer<typeof ZAuditLogRequest>;
export type TAuditLogQuery = z.input<typeof ZAuditLogRequest>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /**
   * What people call the record: the application number, the person's name and e-mail, the receipt
   * number; from the record as it is now, else from what the entry itself recorded; null if neither.
   */
  entityLabel: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogResponse = pagedResponse(ZAuditEntry).extend({
  /** Every action and entity recorded so far, for the filters. */
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;

/** The actions written today; a reader shows these names. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'application.submit': 'Application submitted by staff',
  'application.status': 'Status changed',
  'application.frequency': 'Payment frequency changed',
  'application.verification': 'Document verification',
  'application.photo': 'Borrower photo replaced',
  'application.delete': 'Application deleted',
  'object.upload-photo': 'Photo uploaded',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.delete': 'User deleted',
  'user.unlock': 'Sign-in unlocked',
  'user.profile-documents': 'Own signature or TRN photo changed',
  'user.name': 'Own name changed',
  'email-setting.create': 'Email setting created',
  'email-setting.update': 'Email setting updated',
  'email-setting.delete': 'Email setting deleted',
  'email-setting.test': 'Email configuration tested',
  'email-outbox.retry': 'Email queued again',
  'shop-settings.update': 'Shop settings changed',
  'system.restore': 'Restored from a backup',
  'system.backup.delete': 'Backup deleted',
};
