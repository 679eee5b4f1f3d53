import { nodemailer } from '../lazy-packages';
import { EMAIL_SERVICE_SERVERS, type SMTP_TEST_FAILURES, type TEmailService } from '@common/contracts/email-settings';

/** A configuration ready to send with: the password already opened. */
export type TMailConfig = {
  id: number;
  service: TEmailService;
  smtpHost: string | null;
  smtpPort: number | null;
  username: string;
  password: string;
  senderName: string;
  senderEmail: string | null;
};

export type TMailAttachment = { filename: string; contentType: string; content: Buffer };

export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: TMailAttachment[];
};

export type TMailSender = { send: (message: TMailMessage) => Promise<void>; close: () => void };

/** Test sends answer the person waiting at the screen; the worker may wait longer. */
export type TMailTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };
export const TEST_SEND_TIMEOUTS: TMailTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 15_000 };
export const WORKER_TIMEOUTS: TMailTimeouts = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 60_000 };

/** Host and port actually used: gmail and sendgrid have fixed ones, smtp takes the configured pair. */
export function serverOf(config: Pick<TMailConfig, 'service' | 'smtpHost' | 'smtpPort'>): { host: string; port: number } {
  if (config.service === 'smtp') return { host: config.smtpHost ?? '', port: config.smtpPort ?? 587 };
  return EMAIL_SERVICE_SERVERS[config.service];
}

/** Messages go out from the sender e-mail, else the username (which the form asks to be an address). */
export const fromOf = (config: TMailConfig) => ({ name: config.senderName, address: config.senderEmail ?? config.username });

/**
 * One transport per use. gmail and sendgrid require STARTTLS on 587; a custom smtp server uses
 * implicit TLS on 465 and upgrades with STARTTLS elsewhere whenever the server offers it.
 */
export function createMailSender(config: TMailConfig, timeouts: TMailTimeouts): TMailSender {
  const { host, port } = serverOf(config);
  const transport = nodemailer().createTransport({
    host,
    port,
    secure: port === 465,
    requireTLS: config.service !== 'smtp',
    auth: { user: config.username, pass: config.password },
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    send: async (message) => {
      await transport.sendMail({
        from: fromOf(config),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transport.close(),
  };
}

type TSmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/** Rejections the server will repeat however often we ask (a refused recipient): no retry helps. */
export function isPermanentSmtpError(error: unknown): boolean {
  const e = error as TSmtpError;
  return (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE') && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

/** Errors that mean the server itself could not be used, not this one message. */
export function isServerUnreachable(error: unknown): boolean {
  const code = (error as TSmtpError)?.code;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'EDNS' || code === 'ESOCKET' || code === 'ETLS' || code === 'EAUTH' || code === 'ENOAUTH';
}

export type TSmtpFailure = keyof typeof SMTP_TEST_FAILURES;

/**
 * Which fixed failure a nodemailer error is, by its code alone: its message and response carry the
 * other end's text (an SSH banner, say), which a test send must never repeat.
 */
export function smtpFailureOf(error: unknown): TSmtpFailure {
  switch ((error as TSmtpError)?.code) {
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETIMEDOUT':
    case 'EDNS':
      return 'connect';
    case 'EPROTOCOL':
      return 'notSmtp';
    case 'ETLS':
    case 'EREQUIRETLS':
      return 'tls';
    case 'EAUTH':
    case 'ENOAUTH':
      return 'signIn';
    case 'EENVELOPE':
      return 'recipient';
    case 'EMESSAGE':
      return 'message';
    default:
      return 'other';
  }
}

/**
 * An SMTP failure in words an administrator can act on, for the outbox: with the server's own
 * answer once it has spoken SMTP, never the text of something that did not (a banner).
 */
export function describeSmtpError(error: unknown, server: { host: string; port: number }): string {
  const e = error as TSmtpError;
  const where = `${server.host}:${server.port}`;
  const detail = (e?.response ?? e?.message ?? String(error)).trim().replace(/\s+/g, ' ').slice(0, 300);
  switch (e?.code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return `the SMTP server refused the username or password (${detail})`;
    case 'EDNS':
      return `the SMTP host ${server.host} could not be found (${detail})`;
    case 'ETIMEDOUT':
      return `the SMTP server at ${where} did not answer in time (${detail})`;
    case 'ECONNECTION':
    case 'ESOCKET':
      if (/ECONNREFUSED/.test(detail)) return `could not connect to the SMTP server at ${where} (connection refused)`;
      return `the connection to the SMTP server at ${where} failed (${detail})`;
    case 'ETLS':
    case 'EREQUIRETLS':
      return `a secure (TLS) connection to the SMTP server at ${where} could not be made (${detail})`;
    case 'EPROTOCOL':
      return `the server at ${where} did not answer as an SMTP server`;
    case 'EENVELOPE':
      return `the SMTP server refused the sender or recipient (${detail})`;
    case 'EMESSAGE':
      return `the SMTP server refused the message (${detail})`;
    default:
      return detail || 'unknown error';
  }
}
