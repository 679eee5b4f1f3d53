import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { expectPath, expectText, expectVisible } from './support/expect-page';
import { captureScreen } from './support/screens';

const browser = useBrowser();

/** Counts the calculator calls the page makes, to tell an automatic calculation from none at all. */
function countCalculatorCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/calculator') calls += 1;
  });
  return () => calls;
}

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  await field.fill('');
  await field.pressSequentially(text);
}

/** Replaces a field's value in one input event, so no half-typed value (e.g. "5" of "53") can be quoted. */
async function replaceValue(page: Page, testId: string, text: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  await field.fill(text);
}

describe('loan calculator journey', () => {
  it('goes from the landing page to a quote, its schedule and on to the loan form', async () => {
    const { page } = await browser.openPage({ viewport: DESKTOP, path: '/' });
    const calculatorCalls = countCalculatorCalls(page);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expectPath(page, '/calculator');
    await expectText(page.getByRole('heading', { level: 1 }), 'Loan Calculator');

    // Before any input: the empty summary and the first-time borrower banner.
    await expectVisible(page.getByText('No calculation yet'));
    await expectText(page.getByTestId('first-time-borrower-banner'), /J\$20,000\.00/);

    await typeInto(page, 'calculator-amount', '10000');
    await page.getByTestId('calculator-rate-20').click();
    expect(await page.getByTestId('calculator-rate-20').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('calculator-term').selectOption('10');

    // No click on Calculate: the answer arrives by itself about half a second after the last change.
    await expectText(page.getByTestId('summary-weekly-payment'), 'J$1,200.00');
    expect(calculatorCalls()).toBe(1);
    await expectText(page.getByTestId('summary-total-amount'), 'J$12,000.00');
    await expectText(page.getByTestId('summary-total-interest'), 'J$2,000.00');
    await expectText(page.getByTestId('summary-principal'), 'J$10,000.00');
    await expectText(page.getByTestId('summary-term-weeks'), '10');
    expect(await page.getByText('No calculation yet').count()).toBe(0);

    const toggle = page.getByTestId('schedule-toggle');
    await expectText(toggle, 'View Payment Schedule');
    await toggle.click();
    const rows = page.getByTestId('schedule-table').getByTestId('schedule-row');
    await expectVisible(page.getByTestId('schedule-table'));
    expect(await rows.count()).toBe(10);
    expect(await rows.nth(0).locator('th, td').allInnerTexts()).toEqual(['1', 'J$1,200.00', 'J$10,800.00']);
    expect(await rows.nth(9).locator('th, td').allInnerTexts()).toEqual(['10', 'J$1,200.00', 'J$0.00']);
    await expectText(toggle, 'Hide Payment Schedule');

    // The cost of credit before anything is signed: J$ and percent, the APR with its method, due dates, the late fee.
    const disclosure = page.getByTestId('cost-of-credit');
    await expectText(page.getByTestId('cost-of-credit-interest'), 'J$2,000.00');
    await expectText(page.getByTestId('cost-of-credit-total'), 'J$12,000.00');
    await expectText(page.getByTestId('cost-of-credit-apr'), '179.9%');
    await expectVisible(disclosure.getByText(/times 52 weeks in a year/));
    await expectText(page.getByTestId('cost-of-credit-late-fee'), 'J$240.00 per late payment (20% of one weekly payment of J$1,200.00)');
    expect(await page.getByTestId('cost-of-credit-instalment').count()).toBe(10);
    expect(await page.getByTestId('cost-of-credit-instalment').nth(0).locator('td').nth(0).innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectVisible(page.getByTestId('cost-of-credit-late').getByText('If a payment is late'));
    await captureScreen(page, 'calculator-cost-of-credit-1366');
    await expectNoAxeViolations(page, 'calculator with the cost of credit');

    await page.getByTestId('continue-to-application').click();
    const url = await expectPath(page, '/loan-form');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      amount: '10000',
      rate: '20',
      term: '10',
      weeklyPayment: '1200',
      totalAmount: '12000',
    });
  });

  it('quotes a custom 52-week term and refuses 53 weeks inline without recalculating', async () => {
    const { page } = await browser.openPage({ viewport: PHONE, path: '/calculator' });
    const calculatorCalls = countCalculatorCalls(page);
    await expectVisible(page.getByText('No calculation yet'));

    await typeInto(page, 'calculator-amount', '20000');
    await page.getByTestId('calculator-rate-40').click();
    await page.getByTestId('calculator-custom-toggle').click();
    expect(await page.getByTestId('calculator-term').count()).toBe(0);
    await replaceValue(page, 'calculator-custom-weeks', '52');

    await expectText(page.getByTestId('summary-weekly-payment'), 'J$538.46');
    await expectText(page.getByTestId('summary-total-amount'), 'J$28,000.00');
    await expectText(page.getByTestId('summary-term-weeks'), '52');
    await expectVisible(page.getByTestId('cost-of-credit-apr'));
    await captureScreen(page, 'calculator-cost-of-credit-390');
    await expectNoAxeViolations(page, 'calculator on a phone');
    const callsFor52 = calculatorCalls();
    expect(callsFor52).toBe(1);

    await replaceValue(page, 'calculator-custom-weeks', '53');
    await expectText(page.getByTestId('term-error'), 'Enter a whole number of weeks from 1 to 52.');
    expect(await page.getByTestId('calculator-custom-weeks').getAttribute('aria-invalid')).toBe('true');
    // Longer than the 500 ms auto-calculation delay: nothing may be sent for an invalid term.
    await page.waitForTimeout(900);
    expect(calculatorCalls()).toBe(callsFor52);
    await expectText(page.getByTestId('summary-weekly-payment'), 'J$538.46');
    await expectText(page.getByTestId('summary-term-weeks'), '52');
    await expectText(page.getByTestId('summary-status'), /previous values/);
    expect(await page.getByTestId('continue-to-application').isDisabled()).toBe(true);

    // Back to a valid term: the figures follow again.
    await replaceValue(page, 'calculator-custom-weeks', '4');
    await expectText(page.getByTestId('summary-weekly-payment'), 'J$7,000.00');
    expect(await page.getByTestId('term-error').count()).toBe(0);
  });
});
