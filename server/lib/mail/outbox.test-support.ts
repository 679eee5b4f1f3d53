import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { TTestApp } from '../../test/test-app';
import type { TTestSmtpServer } from './smtp-test-server';

// PostgreSQL stores microseconds and a JS Date has milliseconds: a clock a moment ahead makes a
// message queued within the same millisecond due for certain.
export const justAfter = () => new Date(Date.now() + 1000);

/** The first "To" address of a received message. */
export const recipientOf = (mail: ParsedMail | undefined) => (mail?.to && 'value' in mail.to ? mail.to.value[0]?.address : null);

/** Adds, through the API, an active default SMTP configuration that sends through the test server. */
export async function configureTestSmtp(t: TTestApp, adminCookie: string, smtp: TTestSmtpServer, overrides: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/email-settings',
    cookie: adminCookie,
    payload: {
      service: 'smtp',
      isActive: true,
      isDefault: true,
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      username: smtp.username,
      password: smtp.password,
      senderEmail: 'desk@shop.example',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>();
}
