import { describe, expect, it } from 'vitest';
import { EMAIL_SETTINGS_MESSAGES, type TEmailSetting } from '@common/contracts/email-settings';
import {
  changeService,
  credentialTexts,
  emailSettingFormOf,
  emailSettingFormProblem,
  newEmailSettingForm,
  parsePort,
  senderEmailNeeded,
  serviceLabel,
  serviceServerNote,
  toCreateEmailSettingRequest,
  toUpdateEmailSettingRequest,
  usernameInputType,
  type TEmailSettingForm,
} from './email-setting-form';

const stored: TEmailSetting = {
  id: 7,
  service: 'smtp',
  isActive: true,
  smtpHost: 'mail.example.com',
  smtpPort: 2525,
  username: 'mailer',
  hasPassword: true,
  passwordNeedsReentry: false,
  senderName: 'Pawnbook Kingston',
  senderEmail: 'loans@example.com',
  isDefault: true,
  createdAt: '2025-11-01T12:00:00.000Z',
  updatedAt: '2025-11-02T12:00:00.000Z',
};

const gmail = (over: Partial<TEmailSettingForm> = {}): TEmailSettingForm => ({
  ...newEmailSettingForm(),
  username: 'desk@gmail.com',
  password: 'abcd efgh ijkl mnop',
  ...over,
});

describe('newEmailSettingForm', () => {
  it('starts as the spec says: gmail, inactive, not default, blank credentials, the business sender name', () => {
    expect(newEmailSettingForm()).toEqual({
      service: 'gmail',
      isActive: false,
      isDefault: false,
      smtpHost: '',
      smtpPort: '587',
      username: '',
      password: '',
      senderName: 'Pawnbook',
      senderEmail: '',
    });
  });
});

describe('emailSettingFormOf', () => {
  it('copies a stored configuration with the password blank', () => {
    expect(emailSettingFormOf(stored)).toEqual({
      service: 'smtp',
      isActive: true,
      isDefault: true,
      smtpHost: 'mail.example.com',
      smtpPort: '2525',
      username: 'mailer',
      password: '',
      senderName: 'Pawnbook Kingston',
      senderEmail: 'loans@example.com',
    });
  });

  it('shows blanks for a missing host and sender e-mail', () => {
    const form = emailSettingFormOf({ ...stored, service: 'gmail', smtpHost: null, smtpPort: null, senderEmail: null });
    expect(form.smtpHost).toBe('');
    expect(form.smtpPort).toBe('587');
    expect(form.senderEmail).toBe('');
  });
});

describe('changeService', () => {
  it('fills in the SendGrid username only when none was typed, and takes it away again', () => {
    const blank = newEmailSettingForm();
    expect(changeService(blank, 'sendgrid').username).toBe('apikey');
    expect(changeService(gmail(), 'sendgrid').username).toBe('desk@gmail.com');
    expect(changeService({ ...blank, service: 'sendgrid', username: 'apikey' }, 'smtp')).toMatchObject({ service: 'smtp', username: '' });
    expect(changeService(gmail(), 'smtp')).toMatchObject({ service: 'smtp', username: 'desk@gmail.com' });
  });
});

describe('credentialTexts and input types', () => {
  it('names the gmail fields as the spec does', () => {
    expect(credentialTexts('gmail')).toEqual({
      usernameLabel: 'Gmail Address',
      passwordLabel: 'App Password',
      usernameHint: null,
      passwordHint: 'App password (not account password)',
    });
  });

  it('says Username and Password otherwise, explaining SendGrid', () => {
    expect(credentialTexts('smtp')).toMatchObject({ usernameLabel: 'Username', passwordLabel: 'Password', usernameHint: null, passwordHint: null });
    const sendgrid = credentialTexts('sendgrid');
    expect(sendgrid).toMatchObject({ usernameLabel: 'Username', passwordLabel: 'Password' });
    expect(sendgrid.usernameHint).toContain('"apikey"');
    expect(sendgrid.passwordHint).toContain('API key');
  });

  it('asks for an address as username only for gmail', () => {
    expect(usernameInputType('gmail')).toBe('email');
    expect(usernameInputType('smtp')).toBe('text');
    expect(usernameInputType('sendgrid')).toBe('text');
  });

  it('needs a sender e-mail when a typed username is not an address, never for gmail', () => {
    expect(senderEmailNeeded({ service: 'sendgrid', username: 'apikey' })).toBe(true);
    expect(senderEmailNeeded({ service: 'smtp', username: 'mailer' })).toBe(true);
    expect(senderEmailNeeded({ service: 'smtp', username: ' desk@example.com ' })).toBe(false);
    expect(senderEmailNeeded({ service: 'smtp', username: '' })).toBe(false);
    expect(senderEmailNeeded({ service: 'gmail', username: 'desk' })).toBe(false);
  });
});

describe('parsePort', () => {
  it('reads a typed port, blank as null', () => {
    expect(parsePort(' 2525 ')).toBe(2525);
    expect(parsePort('')).toBeNull();
    expect(parsePort('abc')).toBeNull();
    expect(parsePort('25.5')).toBe(25.5);
  });
});

describe('emailSettingFormProblem', () => {
  it('accepts a complete gmail form, and an edit without a password', () => {
    expect(emailSettingFormProblem(gmail(), 'create')).toBeNull();
    expect(emailSettingFormProblem(gmail({ password: '' }), 'edit')).toBeNull();
  });

  it('requires the username, and the password on create only', () => {
    expect(emailSettingFormProblem(gmail({ username: '  ' }), 'create')).toEqual({ field: 'username', message: EMAIL_SETTINGS_MESSAGES.usernameRequired });
    expect(emailSettingFormProblem(gmail({ password: '   ' }), 'create')).toEqual({ field: 'password', message: EMAIL_SETTINGS_MESSAGES.passwordRequired });
  });

  it('wants a Gmail address for gmail', () => {
    expect(emailSettingFormProblem(gmail({ username: 'desk' }), 'create')).toEqual({ field: 'username', message: EMAIL_SETTINGS_MESSAGES.gmailAddress });
  });

  it('wants host and a whole port from 1 to 65535 for smtp', () => {
    const smtp = gmail({ service: 'smtp', smtpHost: 'mail.example.com', smtpPort: '587' });
    expect(emailSettingFormProblem(smtp, 'create')).toBeNull();
    expect(emailSettingFormProblem({ ...smtp, smtpHost: ' ' }, 'create')).toEqual({ field: 'smtpHost', message: EMAIL_SETTINGS_MESSAGES.smtpHostRequired });
    for (const port of ['', '0', '65536', '25.5', 'x']) {
      expect(emailSettingFormProblem({ ...smtp, smtpPort: port }, 'create')).toEqual({ field: 'smtpPort', message: EMAIL_SETTINGS_MESSAGES.smtpPortRange });
    }
  });

  it('checks the sender e-mail, and needs one when the username is not an address', () => {
    expect(emailSettingFormProblem(gmail({ senderEmail: 'not-an-address' }), 'create')).toEqual({
      field: 'senderEmail',
      message: EMAIL_SETTINGS_MESSAGES.senderEmailInvalid,
    });
    const sendgrid = gmail({ service: 'sendgrid', username: 'apikey', password: 'SG.key' });
    expect(emailSettingFormProblem(sendgrid, 'create')).toEqual({ field: 'senderEmail', message: EMAIL_SETTINGS_MESSAGES.senderEmailRequired });
    expect(emailSettingFormProblem({ ...sendgrid, senderEmail: 'loans@example.com' }, 'create')).toBeNull();
  });
});

describe('toCreateEmailSettingRequest and toUpdateEmailSettingRequest', () => {
  it('sends gmail without host or port, trimmed, the password as typed', () => {
    expect(toCreateEmailSettingRequest(gmail({ username: ' desk@gmail.com ', senderName: '  ', smtpHost: 'left.over', password: ' pw ' }))).toEqual({
      service: 'gmail',
      isActive: false,
      isDefault: false,
      smtpHost: null,
      username: 'desk@gmail.com',
      password: ' pw ',
      senderName: null,
      senderEmail: null,
    });
  });

  it('sends host and a numeric port for smtp', () => {
    const form = { ...emailSettingFormOf(stored), password: 'secret' };
    expect(toCreateEmailSettingRequest(form)).toMatchObject({ service: 'smtp', smtpHost: 'mail.example.com', smtpPort: 2525, isActive: true, isDefault: true });
  });

  it('leaves a blank password out of an update so the stored one is kept', () => {
    const update = toUpdateEmailSettingRequest(emailSettingFormOf(stored));
    expect(update).not.toHaveProperty('password');
    expect(update).toMatchObject({ username: 'mailer', senderEmail: 'loans@example.com', smtpPort: 2525 });
    expect(toUpdateEmailSettingRequest({ ...emailSettingFormOf(stored), password: 'new one' }).password).toBe('new one');
  });
});

describe('serviceLabel and serviceServerNote', () => {
  it('names each service and where it sends through', () => {
    expect(['gmail', 'smtp', 'sendgrid'].map((s) => serviceLabel(s as 'gmail'))).toEqual(['Gmail', 'SMTP', 'SendGrid']);
    expect(serviceServerNote('gmail')).toBe('Sends through smtp.gmail.com on port 587 with STARTTLS.');
    expect(serviceServerNote('sendgrid')).toBe('Sends through smtp.sendgrid.net on port 587 with STARTTLS.');
    expect(serviceServerNote('smtp')).toContain('465');
  });
});
