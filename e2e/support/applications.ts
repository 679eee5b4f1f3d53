import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './browser';
import { expectVisible } from './expect-page';
import { PDF_BYTES, PNG_BYTES } from './loan-form';

/**
 * Submits an application the way the loan form does (upload addresses, PUT of each file, then
 * POST /api/pawn-loans), for journeys about what staff do with it. The form itself has its own journey.
 * request: a guest browser context's request, so the uploads and the submission share its cookies.
 * Answers the application number.
 */
export async function submitApplication(
  request: APIRequestContext,
  borrower: {
    name: string;
    email: string;
    phone: string;
    /** The same person applying again keeps theirs; otherwise a new one. */
    idNumber?: string;
    /**
     * A guarantor (issue 33): the loan is then approved only once they agree, through the link
     * e-mailed to them or a paper consent. Without one the application names none.
     */
    guarantor?: { name: string; email: string; trn?: string };
  },
  loan: { amount: number; rate: 20 | 40; weeks: number } = { amount: 12000, rate: 20, weeks: 4 },
  /** The agreement and start date this many days ago (the applicant's dates are a proposal the schedule starts from). */
  startDaysAgo = 0,
): Promise<string> {
  const headers = { Origin: baseUrl() };
  const uploadOne = async (bytes: Buffer, contentType: string): Promise<string> => {
    const issued = await request.post('/api/objects/upload', { headers });
    if (!issued.ok()) throw new Error(`upload address refused: ${issued.status()} ${await issued.text()}`);
    const { uploadURL, objectPath } = (await issued.json()) as { uploadURL: string; objectPath: string };
    const put = await request.put(uploadURL, { data: bytes, headers: { ...headers, 'content-type': contentType } });
    if (!put.ok()) throw new Error(`upload refused: ${put.status()} ${await put.text()}`);
    return objectPath;
  };
  // The server recomputes both figures; the form sends them, and so does this.
  const totalCents = Math.round(loan.amount * 100 * (1 + loan.rate / 100));
  const weeklyCents = Math.round(totalCents / loan.weeks);
  const today = new Date(Date.now() - startDaysAgo * 86_400_000);
  const ending = new Date(today.getTime() + loan.weeks * 7 * 86_400_000);
  const payload = {
    borrowerName: borrower.name,
    borrowerEmail: borrower.email,
    borrowerAddress: '7 Barbican Road, Kingston 8',
    borrowerTRN: null,
    borrowerPhone: borrower.phone,
    borrowerID: borrower.idNumber ?? `JM-${Math.floor(Math.random() * 1e7)}`,
    borrowerPhotoUrl: await uploadOne(PNG_BYTES, 'image/png'),
    borrowerTrnPhotoUrl: await uploadOne(PNG_BYTES, 'image/png'),
    borrowerSignatureUrl: await uploadOne(PNG_BYTES, 'image/png'),
    idDocumentType: 'passport',
    idDocumentUrl: await uploadOne(PDF_BYTES, 'application/pdf'),
    idDocumentNumber: 'A7654321',
    idExpiryDate: '2031-01-31',
    guarantorName: borrower.guarantor?.name ?? null,
    guarantorEmail: borrower.guarantor?.email ?? null,
    guarantorAddress: borrower.guarantor ? '9 Old Hope Road, Kingston 6' : null,
    guarantorTRN: borrower.guarantor?.trn ?? null,
    guarantorPhone: borrower.guarantor ? '876-555-0199' : null,
    loanAmount: loan.amount,
    interestRate: loan.rate,
    termWeeks: loan.weeks,
    weeklyInstalment: (weeklyCents / 100).toFixed(2),
    totalAmount: (totalCents / 100).toFixed(2),
    totalRepayment: (totalCents / 100).toFixed(2),
    lateFine: 500,
    collateralProperty: 'Gold chain, 18k, 20 g',
    agreementDate: today.toISOString(),
    validFrom: today.toISOString(),
    endingOn: ending.toISOString(),
  };
  const res = await request.post('/api/pawn-loans', { data: payload, headers });
  if (res.status() !== 201) throw new Error(`submission refused: ${res.status()} ${await res.text()}`);
  const { applicationNumber } = (await res.json()) as { applicationNumber: string };
  return applicationNumber;
}

/**
 * Finds the application's card in Loan Management (the Admin page's first section) through the
 * search box, under the status tab given, and opens Review. Answers the review dialog.
 */
export async function openReview(page: Page, applicationNumber: string, tab = 'all'): Promise<Locator> {
  await page.getByTestId(`loan-tab-${tab}`).click();
  await page.getByTestId('loan-search').fill(applicationNumber);
  const card = page.locator(`[data-testid="loan-card"][data-application-number="${applicationNumber}"]`);
  await expectVisible(card);
  await card.getByTestId('loan-card-review').click();
  const review = page.getByTestId('review-dialog');
  await expectVisible(review);
  return review;
}
