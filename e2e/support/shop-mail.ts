import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestSmtpServer, type TTestSmtpServer } from '../../server/lib/mail/smtp-test-server';
import { baseUrl, DESKTOP, signInThroughApi, type TOpenedPage, type useBrowser } from './browser';
import type { TE2eUser } from './users';

/**
 * The shop's e-mail delivered to a real SMTP server in the journey's process, so a journey reads a
 * link from the e-mail as it arrives (the Database Browser hides the bodies of e-mails that carry a
 * one-time link, rightly). `withShopMail` points the shop's settings at it for one test and takes
 * them away after, so other journeys find the e-mail settings as they were.
 */
export function useShopMail(browser: ReturnType<typeof useBrowser>, owner: TE2eUser) {
  let smtp: TTestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: 'mailer@shop.example', password: 'Journey-Mail-Secret-1' });
  });
  afterAll(() => smtp?.stop());

  const server = (): TTestSmtpServer => {
    if (!smtp) throw new Error('the SMTP server is not running');
    return smtp;
  };

  return {
    async withShopMail(run: (owner: TOpenedPage) => Promise<void>): Promise<void> {
      const headers = { Origin: baseUrl() };
      const opened = await browser.openPage({ viewport: DESKTOP });
      await signInThroughApi(opened.context, owner);
      const { port, username, password } = server();
      const created = await opened.context.request.post('/api/admin/email-settings', {
        headers,
        data: { service: 'smtp', isActive: true, isDefault: true, smtpHost: '127.0.0.1', smtpPort: port, username, password, senderEmail: 'loans@shop.example' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      try {
        await run(opened);
      } finally {
        await opened.context.request.delete(`/api/admin/email-settings/${id}`, { headers });
      }
    },

    /** Sends the outbox now (as the owner) and waits for the newest e-mail to this address that matches. */
    async deliveredTo(owner: TOpenedPage, address: string, matches: (mail: ParsedMail) => boolean = () => true): Promise<ParsedMail> {
      const sent = await owner.context.request.post('/api/admin/email-outbox/send-now', { headers: { Origin: baseUrl() } });
      expect(sent.status(), await sent.text()).toBe(200);
      const find = () => server().messages.findLast((mail) => JSON.stringify(mail.to).includes(address) && matches(mail));
      await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
      return find()!;
    },
  };
}
