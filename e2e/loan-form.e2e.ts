import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { addDays, formatDayFirst } from '@common/loan-ledger';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectPath, expectText, expectToast, expectVisible } from './support/expect-page';
import { captureScreen } from './support/screens';
import { drawAndSaveSignature, fillBorrower, png, uploadIdDocument, uploadPhoto } from './support/loan-form';

const browser = useBrowser();
const run = promisify(execFile);
const admin = inject('e2eAdmin');

const BORROWER = {
  name: 'Marcia Campbell',
  email: 'marcia.campbell@example.com',
  address: '12 Hope Road, Kingston 6',
  phone: '876-555-0101',
  id: 'JM-1234567',
};

describe('loan application journey', () => {
  it('goes from a quote to a submitted application that staff can then find', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/calculator' });
    await page.getByTestId('calculator-amount').fill('15000');
    await page.getByTestId('calculator-rate-20').click();
    await page.getByTestId('calculator-term').selectOption('10');
    await expectText(page.getByTestId('summary-weekly-payment'), 'J$1,800.00');
    await page.getByTestId('continue-to-application').click();
    await expectPath(page, '/loan-form');

    // Prefilled from the calculator: loan figures, today's dates, ending 10 weeks on, the late fee as the shop charges it.
    await expectText(page.getByRole('heading', { level: 1 }), 'Loan Agreement Form');
    expect(await page.getByTestId('form-loan-amount').inputValue()).toBe('15000.00');
    expect(await page.getByTestId('form-interest-rate').inputValue()).toBe('20');
    expect(await page.getByTestId('form-term-weeks').inputValue()).toBe('10');
    await expectText(page.getByTestId('form-weekly-instalment'), 'J$1,800.00');
    await expectText(page.getByTestId('form-total-repayment'), 'J$18,000.00');
    await expectText(page.getByTestId('form-late-fee'), 'J$360.00 per late payment (20% of one weekly payment of J$1,800.00)');
    // Dates day first (DD/MM/YYYY), as Jamaica writes them.
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Jamaica' }).format(new Date()));
    expect(await page.getByTestId('form-agreement-date').inputValue()).toBe(formatDayFirst(today));
    expect(await page.getByTestId('form-valid-from').inputValue()).toBe(formatDayFirst(today));
    expect(await page.getByTestId('form-ending-on').inputValue()).toBe(formatDayFirst(addDays(today, 70)));
    // The calendar opens on the chosen day, weeks from Sunday; Escape leaves the date as it was.
    await page.getByTestId('form-agreement-date-calendar').click();
    const calendar = page.getByTestId('form-agreement-date-calendar-panel');
    await expectVisible(calendar);
    expect(await calendar.locator('th').first().getAttribute('aria-label')).toBe('Sunday');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Today, .*selected$/);
    await captureScreen(page, 'date-picker-1366');
    await expectNoAxeViolations(page, 'the agreement date calendar');
    await page.keyboard.press('Escape');
    await expect.poll(() => calendar.count()).toBe(0);
    expect(await page.getByTestId('form-agreement-date').inputValue()).toBe(formatDayFirst(today));

    await fillBorrower(page, BORROWER);
    await page.getByTestId('form-borrower-trn').fill('123-456-789');
    await page.getByTestId('form-guarantor-name').fill('Devon Campbell');
    await page.getByTestId('form-guarantor-email').fill('devon.campbell@example.com');
    await page.getByTestId('form-collateral-property').fill('Samsung Galaxy S23, serial R5CT1234');

    await uploadPhoto(page, 'borrower-photo', 'face.png');
    // The uploader can see its own upload: the preview is served back by the app.
    await expect.poll(() => page.getByTestId('borrower-photo-done').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await uploadPhoto(page, 'trn-photo', 'trn.png');
    await page.getByTestId('trn-photo-remove').click();
    await expectVisible(page.getByTestId('trn-photo-choose'));
    await uploadPhoto(page, 'trn-photo', 'trn-again.png');

    await drawAndSaveSignature(page);
    await uploadIdDocument(page, 'passport');
    await expectToast(page, 'Document Uploaded Successfully', 'Document has been uploaded. Please enter details manually if needed.');
    await page.getByTestId('id-document-number').fill('A1234567');
    await page.getByTestId('id-expiry-date').fill('31/05/2030');
    await page.getByTestId('id-document-save').click();
    await expectToast(page, 'Document Updated', 'ID document information has been updated successfully.');

    const submitted = page.waitForResponse((res) => res.url().endsWith('/api/pawn-loans') && res.request().method() === 'POST');
    await page.getByTestId('submit-application').click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    // The wire format is unchanged: ISO days.
    expect(response.request().postDataJSON()).toMatchObject({ idExpiryDate: '2030-05-31' });
    const { applicationNumber } = (await response.json()) as { applicationNumber: string };
    expect(applicationNumber).toMatch(/^PL-\d{4}-\d{6}$/);
    await expectToast(
      page,
      'Application Submitted',
      `Your loan application ${applicationNumber} has been submitted successfully! Check your email for confirmation.`,
    );
    // A confirmation to keep: the number, what happens next, the contact details and the agreement PDF.
    await expectPath(page, `/application-submitted/${applicationNumber}`);
    await expectText(page.getByTestId('confirmation-number'), applicationNumber);
    await expectVisible(page.getByTestId('confirmation-next-steps'));
    await expectVisible(page.getByTestId('confirmation-contact'));
    await captureScreen(page, 'application-submitted-1366');
    await expectNoAxeViolations(page, 'application submitted');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-agreement').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`loan-agreement-${applicationNumber}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Staff see it with everything that was sent.
    const staff = await browser.openPage({ viewport: DESKTOP, signedInAs: admin });
    const listed = await staff.context.request.get(`/api/pawn-loans?search=${applicationNumber}`);
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      applicationNumber,
      borrowerName: BORROWER.name,
      borrowerEmail: BORROWER.email,
      loanAmount: '15000.00',
      weeklyInstalment: '1800.00',
      termWeeks: 10,
      status: 'submitted',
      idDocumentType: 'passport',
      idDocumentNumber: 'A1234567',
    });
    await staff.page.goto('/applications');
    await staff.page.getByTestId('applications-search').fill(applicationNumber);
    await expectText(staff.page.getByTestId('application-row'), new RegExp(applicationNumber));
  });
});

describe('applying on a phone', () => {
  it('takes the applicant to the field in error, then to a confirmation with the agreement PDF', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/loan-form?amount=10000&rate=20&term=4' });
    await expectText(page.getByTestId('form-late-fee'), 'J$600.00 per late payment (20% of one weekly payment of J$3,000.00)');
    await expectText(page.getByTestId('form-cost-of-credit-apr'), '401.1%');
    await fillBorrower(page, { ...BORROWER, email: 'marcia.campbell@example' });
    await uploadPhoto(page, 'borrower-photo', 'face.png');
    await uploadPhoto(page, 'trn-photo', 'trn.png');
    await drawAndSaveSignature(page);
    await uploadIdDocument(page, 'drivers_license');

    // A date written month first is refused with how to write it; the calendar then moves it by a day.
    const expiry = page.getByTestId('id-expiry-date');
    await expiry.fill('05/31/2030');
    await expiry.blur();
    await expectText(page.getByTestId('id-expiry-date-format-error'), 'Enter the date day first, as DD/MM/YYYY (for example 31/01/2027).');
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    await expiry.fill('31/05/2030');
    expect(await page.getByTestId('id-expiry-date-format-error').count()).toBe(0);
    await page.getByTestId('id-expiry-date-calendar').click();
    await expectVisible(page.getByTestId('id-expiry-date-calendar-panel'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/31 May 2030/);
    await captureScreen(page, 'date-picker-390');
    await expectNoAxeViolations(page, 'the expiry date calendar on a phone');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => expiry.inputValue()).toBe('30/05/2030');

    // The mistake: the toast, and the e-mail field marked, in view and focused, its message announced.
    await page.getByTestId('submit-application').click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
    const email = page.getByTestId('form-borrower-email');
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectText(page.getByTestId('field-error-borrower-email'), 'Please enter a valid email address.');
    expect(await page.getByTestId('field-error-borrower-email').getAttribute('role')).toBe('alert');
    expect(await email.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
    await captureScreen(page, 'loan-form-field-error-390');
    await expectNoAxeViolations(page, 'loan form with a field in error');

    // Fixed where the applicant already is; the mark goes away.
    await page.keyboard.press('End');
    await page.keyboard.type('.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    const submitted = page.waitForResponse((res) => res.url().endsWith('/api/pawn-loans') && res.request().method() === 'POST');
    await page.getByTestId('submit-application').click();
    const answer = await submitted;
    expect(answer.request().postDataJSON()).toMatchObject({ idExpiryDate: '2030-05-30' });
    const { applicationNumber } = (await answer.json()) as { applicationNumber: string };

    await expectPath(page, `/application-submitted/${applicationNumber}`);
    await expectText(page.getByTestId('confirmation-number'), applicationNumber);
    await captureScreen(page, 'application-submitted-390');
    await expectNoAxeViolations(page, 'application submitted on a phone');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-agreement').click();
    const file = await (await downloading).path();
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    expect(stdout).toContain(applicationNumber);
    expect(stdout).toContain(BORROWER.name);
    expect(stdout.replace(/\s+/g, ' ')).toContain('J$600.00 per late payment');
  });
});

describe('loan form checks (spec section 5, in order)', () => {
  it('shows each submit toast in turn until the form is complete', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/loan-form' });
    const submit = () => page.getByTestId('submit-application').click();

    await submit();
    await expectToast(page, 'Missing Information', 'Please fill in all required borrower information including email address.');
    await fillBorrower(page, { ...BORROWER, email: 'marcia.campbell@example' });
    await submit();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
    await fillBorrower(page, { email: BORROWER.email });
    await submit();
    await expectToast(page, 'Missing Loan Details', 'Loan details are required. Please use the calculator first.');
    await page.getByTestId('form-loan-amount').fill('8000');
    await page.getByTestId('form-interest-rate').selectOption('40');
    await expectText(page.getByTestId('form-weekly-instalment'), 'J$2,800.00');
    await submit();
    await expectToast(page, 'Photo Required', 'Please upload a photo of the borrower.');
    await uploadPhoto(page, 'borrower-photo', 'face.png');
    await submit();
    await expectToast(page, 'TRN Photo Required', 'Please upload a photo of your TRN document.');
    await uploadPhoto(page, 'trn-photo', 'trn.png');
    await submit();
    await expectToast(page, 'Signature Required', 'Please provide your signature.');
    await drawAndSaveSignature(page);
    await submit();
    await expectToast(page, 'ID Document Required', "Please upload a valid ID document (Passport, Driver's License, or Government ID).");
    // Nothing was sent while a check failed.
    expect(await page.evaluate(() => performance.getEntriesByName(`${location.origin}/api/pawn-loans`).length)).toBe(0);
  });

  it('guides the ID document area and the uploaders with their own messages', async () => {
    // The refused fake image below makes Chromium log its 415.
    const { page } = await browser.openPage({ viewport: PHONE, path: '/loan-form', allowConsoleErrors: [/status of 415 .*\/objects\/uploads\//] });

    await page.getByTestId('id-document-choose').click();
    await expectToast(page, 'Document Type Required', 'Please select a document type first.');
    await page.getByTestId('id-document-save').click();
    await expectToast(page, 'Document Type Required', 'Please select a document type first.');
    await page.getByTestId('id-document-type').selectOption('drivers_license');
    await page.getByTestId('id-document-save').click();
    await expectToast(page, 'Document Upload Required', 'Please upload a document image.');
    await page.getByTestId('id-document-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, 'Invalid File Type', 'Please upload a JPEG, PNG, or PDF file.');
    await page.getByTestId('id-document-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
    await expectToast(page, 'File Too Large', 'File size must be less than 10MB.');

    await page.getByTestId('borrower-photo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
    await expectText(page.getByTestId('borrower-photo-error'), 'File too large. Maximum size: 10MB');
    // A web page renamed .png is refused by the server from its bytes, and nothing is attached.
    await page.getByTestId('borrower-photo-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expectText(page.getByTestId('borrower-photo-error'), /^Upload failed: 4\d\d .+\. Please try again\.$/);
    expect(await page.getByTestId('borrower-photo-done').count()).toBe(0);
    await page.getByTestId('trn-photo-input').setInputFiles(png('trn.png'));
    await expectVisible(page.getByTestId('trn-photo-done'));
  });
});

describe('printed agreement', () => {
  it('prints the agreement without the ID section or buttons, with three blank signature lines', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/loan-form?amount=12000&rate=20&term=8' });
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await fillBorrower(page, BORROWER);
    await page.getByTestId('print-form').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const pdf = await page.pdf({ format: 'Letter', printBackground: false });
    const { execFileSync } = await import('node:child_process');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain('Pawnbook: loans and pawn lending, Jamaica');
    expect(text).toContain('Loan Agreement Form');
    expect(text).toContain('Marcia Campbell');
    expect(text).toContain('J$14,400.00');
    for (const line of ['Lender Signature', 'Borrower Signature', 'Witness Signature']) expect(text).toContain(line);
    for (const absent of ['ID Document Upload', 'Submit Application', 'Print Form', 'Back to Calculator', 'Sign In', 'Privacy Policy']) {
      expect(text).not.toContain(absent);
    }
  });
});
