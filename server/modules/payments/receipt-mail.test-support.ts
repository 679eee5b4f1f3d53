import { afterAll, beforeAll, beforeEach } from 'vitest';
import { emailOutbox, emailSettings } from '../../db/schema';
import { startTestSmtpServer, type TTestSmtpServer } from '../../lib/mail/smtp-test-server';
import { createTestApp, type TBackend, type TTestApp } from '../../test/test-app';

export type TReceiptMailBed = { t: TTestApp; smtp: TTestSmtpServer; admin: string; officer: string };

/**
 * What the receipt e-mail tests share: a real SMTP server, an app with a signed-in admin and loan
 * officer, and before each test an empty outbox, no e-mail settings and no message received. The
 * fields are filled in by the suite's first beforeAll.
 */
export function useReceiptMailBed(backend: TBackend): TReceiptMailBed {
  const bed = {} as TReceiptMailBed;
  beforeAll(async () => {
    bed.smtp = await startTestSmtpServer({ username: 'receipts@shop.example', password: 'Receipts-Password-5' });
    bed.t = await createTestApp(backend);
    const admin = await bed.t.createUser('admin');
    bed.admin = await bed.t.signIn(admin.email, admin.password);
    const officer = await bed.t.createUser('loan_officer');
    bed.officer = await bed.t.signIn(officer.email, officer.password);
  });
  afterAll(async () => {
    await bed.t?.close();
    await bed.smtp?.stop();
  });
  beforeEach(async () => {
    await bed.t.database.db.delete(emailOutbox);
    await bed.t.database.db.delete(emailSettings);
    bed.smtp.messages.length = 0;
  });
  return bed;
}
