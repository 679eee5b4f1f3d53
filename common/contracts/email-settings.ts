import { z } from 'zod';
import { text, ZIdParams } from './fields';

// E-mail configurations (the Email Settings tab) and the outbox admin view. Every call here needs
// the permission email.manage (admin, super_admin). A password is write-only: answers carry
// hasPassword instead, and a blank password on edit keeps the stored one.

export const EMAIL_SERVICES = ['gmail', 'smtp', 'sendgrid'] as const;
export type TEmailService = (typeof EMAIL_SERVICES)[number];

/** What a new configuration starts with (spec section 4), on the form and on the server. */
export const EMAIL_SETTING_DEFAULTS = {
  service: 'gmail',
  isActive: false,
  isDefault: false,
  smtpPort: 587,
  senderName: 'Pawnbook',
} as const satisfies Record<string, unknown>;

/** Where gmail and sendgrid are reached; only smtp takes a host and port from the form. */
export const EMAIL_SERVICE_SERVERS: Record<Exclude<TEmailService, 'smtp'>, { host: string; port: number }> = {
  gmail: { host: 'smtp.gmail.com', port: 587 },
  sendgrid: { host: 'smtp.sendgrid.net', port: 587 },
};
/** SendGrid's SMTP relay takes this literal username with an API key as the password. */
export const SENDGRID_USERNAME = 'apikey';

/** The spec's screen texts (section 2, 5 and 8), for the client. */
export const EMAIL_SETTINGS_TEXTS = {
  title: 'Email Settings',
  subtitle: 'Manage email configurations for notifications, invoices, and communication',
  loading: 'Loading email settings...',
  emptyTitle: 'No Email Settings',
  addFirst: 'Add Your First Email Configuration',
  add: 'Add Email Configuration',
  editTitle: 'Edit Email Configuration',
  defaultBadge: 'Default',
  activeBadge: 'Active',
  inactiveBadge: 'Inactive',
  activeToggle: 'Active Configuration',
  defaultToggle: 'Set as default email configuration',
  gmailUsernameLabel: 'Gmail Address',
  gmailPasswordLabel: 'App Password',
  gmailPasswordHint: 'App password (not account password)',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  saving: 'Saving...',
  test: 'Test',
  edit: 'Edit',
  delete: 'Delete',
  testTitle: 'Test Email Configuration',
  testAddressLabel: 'Test Email Address',
  sendTest: 'Send Test Email',
  sending: 'Sending...',
  passwordNeedsReentry: 'Re-enter the SMTP password: it was saved on another machine (or under another APP_SECRET) and cannot be read here. Until then no e-mail is sent with this configuration.',
} as const;

/** Toasts (spec section 8): failures show the server message, else the fallback. */
export const EMAIL_SETTINGS_TOASTS = {
  errorTitle: 'Error',
  testFailedTitle: 'Test Failed',
  createFailed: 'Failed to create email setting',
  updateFailed: 'Failed to update email setting',
  deleteFailed: 'Failed to delete email setting',
  testFailed: 'Failed to send test email',
  created: { title: 'Email Setting Created', description: 'Email configuration has been added successfully.' },
  updated: { title: 'Email Setting Updated', description: 'Email configuration has been updated successfully.' },
  deleted: { title: 'Email Setting Deleted', description: 'Email configuration has been removed successfully.' },
  testSent: { title: 'Test Email Sent', description: 'Check your inbox for the test email.' },
} as const;

/** What the server answers in { message }. */
export const EMAIL_SETTINGS_MESSAGES = {
  notFound: 'Email setting not found',
  serviceInvalid: `Service must be one of ${EMAIL_SERVICES.join(', ')}`,
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  gmailAddress: 'Gmail Address must be a valid email address',
  smtpHostRequired: 'SMTP host is required for the smtp service',
  smtpPortRange: 'SMTP port must be a whole number from 1 to 65535',
  senderEmailInvalid: 'Sender email must be a valid email address',
  senderEmailRequired: 'Sender email is required when the username is not an email address',
  testEmailInvalid: 'Please enter a valid test email address',
  testFailed: (reason: string) => `Failed to send test email: ${reason}`,
  testSent: (to: string) => `Test email sent to ${to}`,
  deleted: 'Email setting deleted',
} as const;

/**
 * Why a test send failed, in fixed words: never the other end's own text, so the test cannot read
 * the banner of whatever listens at a host and port.
 */
export const SMTP_TEST_FAILURES = {
  connect: 'could not connect to the SMTP server. Check the host and port.',
  notSmtp: 'the server at that host and port did not answer as an SMTP server.',
  tls: 'a secure (TLS) connection to the SMTP server could not be made.',
  signIn: 'the SMTP server refused the username or password.',
  recipient: 'the SMTP server refused the sender or the test address.',
  message: 'the SMTP server refused the message.',
  other: 'the SMTP server did not take the message.',
} as const;

const EMAIL_FORMAT = z.email();
export const isEmailAddress = (value: string): boolean => EMAIL_FORMAT.safeParse(value).success;

const blankToNull = (v: unknown) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

const ZPort = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: EMAIL_SETTINGS_MESSAGES.smtpPortRange })
    .int({ error: EMAIL_SETTINGS_MESSAGES.smtpPortRange })
    .min(1, { error: EMAIL_SETTINGS_MESSAGES.smtpPortRange })
    .max(65535, { error: EMAIL_SETTINGS_MESSAGES.smtpPortRange })
    .optional(),
);

const fields = {
  service: z.enum(EMAIL_SERVICES, { error: EMAIL_SETTINGS_MESSAGES.serviceInvalid }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  smtpHost: z.preprocess(blankToNull, text('SMTP host').trim().max(255, { error: 'SMTP host must be at most 255 characters' }).nullish()),
  smtpPort: ZPort,
  username: text('Username', { typeError: EMAIL_SETTINGS_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: EMAIL_SETTINGS_MESSAGES.usernameRequired })
    .max(254, { error: 'Username must be at most 254 characters' }),
  // Never trimmed: spaces may belong to it. Only an all-blank value counts as "no password".
  password: text('Password').max(1024, { error: 'Password must be at most 1024 characters' }).nullish(),
  senderName: z.preprocess(blankToNull, text('Sender name').trim().max(200, { error: 'Sender name must be at most 200 characters' }).nullish()),
  senderEmail: z.preprocess(
    blankToNull,
    text('Sender email').trim().max(254, { error: EMAIL_SETTINGS_MESSAGES.senderEmailInvalid }).pipe(z.email({ error: EMAIL_SETTINGS_MESSAGES.senderEmailInvalid })).nullish(),
  ),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }),
};

/**
 * POST /api/admin/email-settings. Defaults as the spec's new form: gmail, inactive, not default,
 * port 587, sender name Pawnbook. Cross-field rules: emailSettingProblem().
 */
export const ZCreateEmailSettingRequest = z.object({
  service: fields.service.default(EMAIL_SETTING_DEFAULTS.service),
  isActive: fields.isActive.default(EMAIL_SETTING_DEFAULTS.isActive),
  smtpHost: fields.smtpHost,
  smtpPort: fields.smtpPort,
  username: fields.username,
  password: fields.password,
  senderName: fields.senderName,
  senderEmail: fields.senderEmail,
  isDefault: fields.isDefault.default(EMAIL_SETTING_DEFAULTS.isDefault),
});
/** What the client sends (written out: the preprocessed fields would otherwise type as unknown). */
export type TCreateEmailSettingRequest = {
  service?: TEmailService;
  isActive?: boolean;
  smtpHost?: string | null;
  smtpPort?: number | string | null;
  username: string;
  password: string;
  senderName?: string | null;
  senderEmail?: string | null;
  isDefault?: boolean;
};
export type TCreateEmailSettingInput = z.output<typeof ZCreateEmailSettingRequest>;

/**
 * PUT /api/admin/email-settings/{id}: the same shape; a field left out keeps its stored value, a
 * blank (or missing) password keeps the stored password, a blank host, sender name or sender
 * e-mail clears it (the sender name then goes back to Pawnbook).
 */
export const ZUpdateEmailSettingRequest = z.object({
  service: fields.service.optional(),
  isActive: fields.isActive.optional(),
  smtpHost: fields.smtpHost,
  smtpPort: fields.smtpPort,
  username: fields.username.optional(),
  password: fields.password,
  senderName: fields.senderName,
  senderEmail: fields.senderEmail,
  isDefault: fields.isDefault.optional(),
});
export type TUpdateEmailSettingRequest = Partial<TCreateEmailSettingRequest>;
export type TUpdateEmailSettingInput = z.output<typeof ZUpdateEmailSettingRequest>;

/** The stored shape the cross-field rules look at. */
export type TEmailSettingValues = {
  service: TEmailService;
  smtpHost: string | null;
  smtpPort: number | null;
  username: string;
  senderEmail: string | null;
};

/** The first rule a complete configuration breaks, or null. One place for the form and the server. */
export function emailSettingProblem(values: TEmailSettingValues): string | null {
  if (values.service === 'smtp') {
    if (!values.smtpHost) return EMAIL_SETTINGS_MESSAGES.smtpHostRequired;
    if (values.smtpPort === null || !Number.isInteger(values.smtpPort) || values.smtpPort < 1 || values.smtpPort > 65535) {
      return EMAIL_SETTINGS_MESSAGES.smtpPortRange;
    }
  }
  if (values.service === 'gmail' && !isEmailAddress(values.username)) return EMAIL_SETTINGS_MESSAGES.gmailAddress;
  // Messages go out From the sender e-mail, else the username (sendgrid's username is "apikey").
  if (!values.senderEmail && !isEmailAddress(values.username)) return EMAIL_SETTINGS_MESSAGES.senderEmailRequired;
  return null;
}

export const ZEmailSettingIdParams = ZIdParams;

/** One configuration as every answer shows it: never the password, only whether one is stored. */
export const ZEmailSetting = z.object({
  id: z.number().int(),
  service: z.enum(EMAIL_SERVICES),
  isActive: z.boolean(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().int().nullable(),
  username: z.string(),
  hasPassword: z.boolean(),
  /** The stored password was sealed under another app secret (a restore onto a new machine): enter it again. */
  passwordNeedsReentry: z.boolean(),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmailSetting = z.infer<typeof ZEmailSetting>;

/** GET /api/admin/email-settings: oldest first, so cards keep their places when toggled. */
export const ZEmailSettingsResponse = z.array(ZEmailSetting);
export type TEmailSettingsResponse = z.infer<typeof ZEmailSettingsResponse>;

/** POST /api/admin/email-settings/{id}/test: sent at once (not through the outbox) with the stored password. */
export const ZTestEmailSettingRequest = z.object({
  testEmail: text('Test email address', { typeError: EMAIL_SETTINGS_MESSAGES.testEmailInvalid })
    .trim()
    .max(254, { error: EMAIL_SETTINGS_MESSAGES.testEmailInvalid })
    .pipe(z.email({ error: EMAIL_SETTINGS_MESSAGES.testEmailInvalid })),
});
export type TTestEmailSettingRequest = z.infer<typeof ZTestEmailSettingRequest>;

export const ZTestEmailSettingResponse = z.object({ success: z.literal(true), message: z.string() });
export type TTestEmailSettingResponse = z.infer<typeof ZTestEmailSettingResponse>;
