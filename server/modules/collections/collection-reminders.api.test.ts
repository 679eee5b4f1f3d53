import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCollectionDetail, TReminderSettings } from '@common/contracts/collections';
import { emailOutbox } from '../../db/schema';
import { signInCookies } from '../../test/roles';
import { BOTH_BACKENDS, createTestApp, type TTestApp } from '../../test/test-app';
import { sendDueReminders } from './collection-reminders.service';
import { caseOfLoan, findOverdueRequest, loanStartedDaysAgo } from './collections.test-support';

describe.each(BOTH_BACKENDS)('collection reminders on %s', (backend) => {
  let t: TTestApp;
  let second: TTestApp | null = null;
  let officer: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // On PostgreSQL a second instance (its own connection pool), as two app servers have.
    if (backend === 'postgres') second = await createTestApp(backend, {}, { sameDatabaseAs: t });
    [officer, admin] = await signInCookies(t, 'loan_officer', 'admin');
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const remindersFor = (loanId: string) =>
    t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'collection-reminder'), eq(emailOutbox.relatedId, loanId))).orderBy(emailOutbox.id);

  it('queues each stage once per instalment when two workers run at once, and logs it in the case history', async () => {
    const dueSoon = await loanStartedDaysAgo(t.database.db, 5); // instalment 1 due in 2 days
    const dayOne = await loanStartedDaysAgo(t.database.db, 8, { borrowerEmail: 'late.one@example.com' }); // instalment 1 due 1 day ago
    const daySeven = await loanStartedDaysAgo(t.database.db, 14); // instalment 1 due 7 days ago, instalment 2 due today
    await findOverdueRequest(t, officer);
    await t.request({ method: 'PUT', url: '/api/collections/reminder-settings', cookie: admin, payload: { before_due: true, past_due_1: true, past_due_7: true } });

    const otherDb = second ? second.database.db : t.database.db;
    const [a, b] = await Promise.all([sendDueReminders({ db: t.database.db }), sendDueReminders({ db: otherDb })]);
    expect(a.before_due + b.before_due).toBeGreaterThanOrEqual(1);
    await sendDueReminders({ db: t.database.db });

    const soon = await remindersFor(dueSoon.id);
    expect(soon.map((m) => m.subject)).toEqual([expect.stringMatching(/^Payment reminder: PL-/)]);
    const one = await remindersFor(dayOne.id);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ toAddress: 'late.one@example.com', status: 'pending' });
    expect(one[0]?.textBody).toMatch(/Payment 1 of J\$3,000\.00 .* was due on .* has not been paid in full/);
    expect(one[0]?.textBody).toContain('How to reach us is below.');
    expect(await remindersFor(daySeven.id)).toHaveLength(1);

    const detail = await t.request({ method: 'GET', url: `/api/collections/${(await caseOfLoan(t, officer, dayOne.id)).id}`, cookie: officer });
    const contacts = detail.json<TCollectionDetail>().contacts;
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ contactMethod: 'email', outcome: 'reminder_sent', contactedBy: 'Automatic reminder' });
    const keys = await t.database.db.execute(sql`select count(*)::int as n from collection_reminders where application_id = ${dayOne.id}`);
    expect((keys as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('an admin turns a stage off and it stops; a loan officer cannot change the switches', async () => {
    const officerTry = await t.request({ method: 'PUT', url: '/api/collections/reminder-settings', cookie: officer, payload: { past_due_1: false } });
    expect(officerTry.statusCode).toBe(403);
    const off = await t.request({ method: 'PUT', url: '/api/collections/reminder-settings', cookie: admin, payload: { past_due_1: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<TReminderSettings>()).toEqual({ before_due: true, past_due_1: false, past_due_7: true });
    const loan = await loanStartedDaysAgo(t.database.db, 9); // instalment 1 due 2 days ago
    const sent = await sendDueReminders({ db: t.database.db });
    expect(sent.past_due_1).toBe(0);
    expect(await remindersFor(loan.id)).toHaveLength(0);
    await t.request({ method: 'PUT', url: '/api/collections/reminder-settings', cookie: admin, payload: { past_due_1: true } });
    await sendDueReminders({ db: t.database.db });
    expect(await remindersFor(loan.id)).toHaveLength(1);
  });
});
