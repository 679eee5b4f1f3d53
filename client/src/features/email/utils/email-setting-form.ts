import {
  EMAIL_SERVICE_SERVERS,
  EMAIL_SETTING_DEFAULTS,
  EMAIL_SETTINGS_MESSAGES,
  EMAIL_SETTINGS_TEXTS,
  SENDGRID_USERNAME,
  emailSettingProblem,
  isEmailAddress,
  type TCreateEmailSettingRequest,
  type TEmailService,
  type TEmailSetting,
  type TUpdateEmailSettingRequest,
} from '@common/contracts/email-settings';

/** The dialog's fields as typed: every input is a string until it is sent. */
export type TEmailSettingForm = {
  service: TEmailService;
  isActive: boolean;
  isDefault: boolean;
  smtpHost: string;
  smtpPort: string;
  username: string;
  password: string;
  senderName: string;
  senderEmail: string;
};

const SERVICE_LABELS: Record<TEmailService, string> = { gmail: 'Gmail', smtp: 'SMTP', sendgrid: 'SendGrid' };

export function serviceLabel(service: TEmailService): string {
  return SERVICE_LABELS[service];
}

/** Where gmail and sendgrid send through (fixed); smtp uses the host and port typed. */
export function serviceServerNote(service: TEmailService): string {
  if (service === 'smtp') return 'Sends through your own mail server: STARTTLS when it offers it, TLS from the start on port 465.';
  const { host, port } = EMAIL_SERVICE_SERVERS[service];
  return `Sends through ${host} on port ${port} with STARTTLS.`;
}

export type TEmailSettingFormMode = 'create' | 'edit';
export type TEmailSettingField = keyof TEmailSettingForm;

/** A new configuration as the spec's form starts it: gmail, inactive, not default, blank credentials. */
export function newEmailSettingForm(): TEmailSettingForm {
  return {
    service: EMAIL_SETTING_DEFAULTS.service,
    isActive: EMAIL_SETTING_DEFAULTS.isActive,
    isDefault: EMAIL_SETTING_DEFAULTS.isDefault,
    smtpHost: '',
    smtpPort: String(EMAIL_SETTING_DEFAULTS.smtpPort),
    username: '',
    password: '',
    senderName: EMAIL_SETTING_DEFAULTS.senderName,
    senderEmail: '',
  };
}

/** The edit form of a stored configuration. The password is never sent to us, so it starts blank. */
export function emailSettingFormOf(setting: TEmailSetting): TEmailSettingForm {
  return {
    service: setting.service,
    isActive: setting.isActive,
    isDefault: setting.isDefault,
    smtpHost: setting.smtpHost ?? '',
    smtpPort: String(setting.smtpPort ?? EMAIL_SETTING_DEFAULTS.smtpPort),
    username: setting.username,
    password: '',
    senderName: setting.senderName,
    senderEmail: setting.senderEmail ?? '',
  };
}

/**
 * Switching to sendgrid fills in its fixed username when none was typed, and leaving sendgrid
 * takes that placeholder-like value away again, so nobody saves "apikey" as a Gmail address.
 */
export function changeService(form: TEmailSettingForm, service: TEmailService): TEmailSettingForm {
  const username = form.username.trim();
  if (service === 'sendgrid' && username === '') return { ...form, service, username: SENDGRID_USERNAME };
  if (service !== 'sendgrid' && username === SENDGRID_USERNAME) return { ...form, service, username: '' };
  return { ...form, service };
}

export type TCredentialTexts = { usernameLabel: string; passwordLabel: string; usernameHint: string | null; passwordHint: string | null };

/** Labels and hints of the username and password fields, by service (spec section 5). */
export function credentialTexts(service: TEmailService): TCredentialTexts {
  if (service === 'gmail') {
    return {
      usernameLabel: EMAIL_SETTINGS_TEXTS.gmailUsernameLabel,
      passwordLabel: EMAIL_SETTINGS_TEXTS.gmailPasswordLabel,
      usernameHint: null,
      passwordHint: EMAIL_SETTINGS_TEXTS.gmailPasswordHint,
    };
  }
  if (service === 'sendgrid') {
    return {
      usernameLabel: EMAIL_SETTINGS_TEXTS.usernameLabel,
      passwordLabel: EMAIL_SETTINGS_TEXTS.passwordLabel,
      usernameHint: `SendGrid's SMTP relay takes the username "${SENDGRID_USERNAME}" as it is.`,
      passwordHint: 'Your SendGrid API key (with Mail Send permission).',
    };
  }
  return { usernameLabel: EMAIL_SETTINGS_TEXTS.usernameLabel, passwordLabel: EMAIL_SETTINGS_TEXTS.passwordLabel, usernameHint: null, passwordHint: null };
}

/** Only gmail insists on an address as the username; smtp and sendgrid accept plain names. */
export function usernameInputType(service: TEmailService): 'email' | 'text' {
  return service === 'gmail' ? 'email' : 'text';
}

/**
 * Messages go out From the sender e-mail, else the username: a typed username that is not an
 * address needs a sender e-mail. Gmail's username is always an address, so it never does.
 */
export function senderEmailNeeded(form: Pick<TEmailSettingForm, 'service' | 'username'>): boolean {
  const username = form.username.trim();
  return form.service !== 'gmail' && username !== '' && !isEmailAddress(username);
}

/** The port as typed, or null when blank or not a number. */
export function parsePort(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const port = Number(text);
  return Number.isFinite(port) ? port : null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export type TEmailSettingFormProblem = { field: TEmailSettingField; message: string };

/**
 * The first thing the server would refuse, found before sending: the same messages and the
 * contract's own cross-field rule, so the form and the server never disagree.
 */
export function emailSettingFormProblem(form: TEmailSettingForm, mode: TEmailSettingFormMode): TEmailSettingFormProblem | null {
  const username = form.username.trim();
  if (username === '') return { field: 'username', message: EMAIL_SETTINGS_MESSAGES.usernameRequired };
  if (mode === 'create' && form.password.trim() === '') return { field: 'password', message: EMAIL_SETTINGS_MESSAGES.passwordRequired };
  const senderEmail = blankToNull(form.senderEmail);
  if (senderEmail !== null && !isEmailAddress(senderEmail)) return { field: 'senderEmail', message: EMAIL_SETTINGS_MESSAGES.senderEmailInvalid };
  const message = emailSettingProblem({
    service: form.service,
    smtpHost: blankToNull(form.smtpHost),
    smtpPort: parsePort(form.smtpPort),
    username,
    senderEmail,
  });
  if (message === null) return null;
  const fieldOf: Record<string, TEmailSettingField> = {
    [EMAIL_SETTINGS_MESSAGES.smtpHostRequired]: 'smtpHost',
    [EMAIL_SETTINGS_MESSAGES.smtpPortRange]: 'smtpPort',
    [EMAIL_SETTINGS_MESSAGES.gmailAddress]: 'username',
    [EMAIL_SETTINGS_MESSAGES.senderEmailRequired]: 'senderEmail',
  };
  return { field: fieldOf[message] ?? 'username', message };
}

/** Host and port travel only for smtp; gmail and sendgrid have fixed servers. */
function commonFields(form: TEmailSettingForm) {
  const smtp = form.service === 'smtp';
  return {
    service: form.service,
    isActive: form.isActive,
    isDefault: form.isDefault,
    smtpHost: smtp ? blankToNull(form.smtpHost) : null,
    ...(smtp ? { smtpPort: parsePort(form.smtpPort) } : {}),
    username: form.username.trim(),
    // A blank sender name goes back to the business's name on the server.
    senderName: blankToNull(form.senderName),
    senderEmail: blankToNull(form.senderEmail),
  };
}

export function toCreateEmailSettingRequest(form: TEmailSettingForm): TCreateEmailSettingRequest {
  // The password is sent as typed: spaces may belong to it.
  return { ...commonFields(form), password: form.password };
}

/** A blank password is left out, so the stored one is kept. */
export function toUpdateEmailSettingRequest(form: TEmailSettingForm): TUpdateEmailSettingRequest {
  return { ...commonFields(form), ...(form.password.trim() === '' ? {} : { password: form.password }) };
}
