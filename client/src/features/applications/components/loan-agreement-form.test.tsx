// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZUploadStoredResponse, ZUploadTargetResponse } from '@common/contracts/objects';
import { ZPublicUser } from '@common/contracts/auth';
import { ZApplicantDetailsResponse } from '@common/contracts/dashboard';
import { GUARANTEE_MESSAGES } from '@common/contracts/guarantees';
import { PAWN_LOAN_MESSAGES, ZPawnLoanRequest, ZPawnLoanResponse } from '@common/contracts/pawn-loans';
import { ZShopSettings } from '@common/contracts/shop-settings';
import { SHOP_FALLBACK } from '@/lib/use-shop-settings';
import { installFakeApi, refuse, reply } from '@/test/fake-api';
import { aUser } from '@/test/fixtures';
import { renderUi, type TRendered } from '@/test/render-ui';
import { LoanAgreementForm } from './loan-agreement-form';

const APPLICATION_NUMBER = 'PL-2025-000043';
const uploadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Uploads (signed address, then the PUT) and the submission, as the server answers them. */
function serveLoanForm() {
  const api = installFakeApi();
  let uploads = 0;
  api
    .on('GET', '/api/auth/user', () => refuse(401, 'Not signed in'))
    // The rates the form offers and the late fee it states are the shop's (here its defaults).
    .on('GET', '/api/shop-settings', () => reply(ZShopSettings, SHOP_FALLBACK))
    .on('POST', '/api/objects/upload', () => {
      uploads += 1;
      const id = uploadId(uploads);
      return reply(ZUploadTargetResponse, { uploadURL: `${window.location.origin}/objects/uploads/${id}?token=t${uploads}`, objectPath: `/objects/uploads/${id}` });
    })
    .on('PUT', '/objects/uploads/:id', (request) => reply(ZUploadStoredResponse, { objectPath: `/objects/uploads/${request.params.id}` }))
    .on('POST', '/api/pawn-loans', (request) => {
      ZPawnLoanRequest.parse(request.body);
      return reply(ZPawnLoanResponse, { applicationNumber: APPLICATION_NUMBER }, 201);
    });
  return api;
}

const image = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Presses Submit Application and answers the toast that follows (title and description). */
async function submitAndReadToast({ user }: TRendered): Promise<{ title: string; description: string }> {
  const previous = screen.queryByTestId('toast');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  // Each toast replaces the last one: wait for a new one, even when it says the same.
  await waitFor(() => expect(screen.getByTestId('toast')).not.toBe(previous));
  return { title: screen.getByTestId('toast-title').textContent ?? '', description: screen.getByTestId('toast-description').textContent ?? '' };
}

describe('Loan agreement form: submit checks in the spec order', () => {
  it('names the first missing thing each time, then sends the whole agreement', async () => {
    const api = serveLoanForm();
    const view = renderUi(<LoanAgreementForm search="" />, { path: '/loan-form' });
    const { user } = view;

    // 1. Borrower details.
    expect(await submitAndReadToast(view)).toEqual({ title: 'Missing Information', description: PAWN_LOAN_MESSAGES.missingBorrower });
    // The first empty field is marked, announced and focused.
    expect(document.activeElement).toBe(textbox('Full Name'));
    expect(textbox('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(PAWN_LOAN_MESSAGES.missingBorrower);
    await user.type(textbox('Full Name'), 'Marcia Brown');
    await user.type(textbox('Email Address'), 'marcia@example');
    await user.type(textbox('Address'), '12 Hope Road, Kingston');
    await user.type(textbox('Phone Number'), '876-555-0101');
    await user.type(textbox('ID Number'), 'ID-778899');

    // 2. The e-mail address.
    expect(await submitAndReadToast(view)).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    expect(document.activeElement).toBe(textbox('Email Address'));
    expect(textbox('Email Address').getAttribute('aria-errormessage')).toBe('borrower-email-error');
    expect(screen.getByTestId('field-error-borrower-email').textContent).toBe('Please enter a valid email address.');
    expect(textbox('Full Name').getAttribute('aria-invalid')).toBeNull();
    await user.type(textbox('Email Address'), '.com');

    // 3. The loan.
    expect(await submitAndReadToast(view)).toEqual({ title: 'Missing Loan Details', description: 'Loan details are required. Please use the calculator first.' });
    await user.type(textbox('Loan Amount (J$)'), '10000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interest Rate' }), '20%');
    expect((screen.getByRole('spinbutton', { name: 'Term (weeks)' }) as HTMLInputElement).value).toBe('4');

    // 4. The borrower's photo.
    expect(await submitAndReadToast(view)).toEqual({ title: 'Photo Required', description: 'Please upload a photo of the borrower.' });
    await user.upload(screen.getByLabelText(/^Borrower Photo/), image('face.png'));
    await screen.findByRole('img', { name: 'Borrower Photo preview' });

    // 5. The TRN document photo.
    expect(await submitAndReadToast(view)).toEqual({ title: 'TRN Photo Required', description: 'Please upload a photo of your TRN document.' });
    await user.upload(screen.getByLabelText(/^TRN Document Photo/), image('trn.png'));
    await screen.findByRole('img', { name: 'TRN Document Photo preview' });

    // 6. The signature.
    expect(await submitAndReadToast(view)).toEqual({ title: 'Signature Required', description: 'Please provide your signature.' });
    const pad = screen.getByRole('img', { name: /^Signature pad/ });
    // signature_pad is loaded on demand; it takes the canvas's touch handling once it is ready.
    await waitFor(() => expect(pad.style.touchAction).toBe('none'));
    await user.pointer([
      { keys: '[MouseLeft>]', target: pad, coords: { clientX: 20, clientY: 30 } },
      { target: pad, coords: { clientX: 90, clientY: 60 } },
      { target: pad, coords: { clientX: 160, clientY: 40 } },
      { keys: '[/MouseLeft]', target: pad, coords: { clientX: 160, clientY: 40 } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save Signature' }));
    await screen.findByText('Signature saved');

    // 7. The ID document: its type, then the file.
    expect(await submitAndReadToast(view)).toEqual({ title: 'ID Document Required', description: PAWN_LOAN_MESSAGES.missingIdDocument });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Document Type/ }), 'Passport');
    await user.upload(screen.getByLabelText('ID document file'), new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' }));
    await screen.findByText('Passport uploaded: passport.pdf');
    await user.type(screen.getByRole('textbox', { name: 'Document Number' }), 'A1234567');

    // Optional parts and the agreement's dates.
    await user.type(textbox('Guarantor Name'), 'Paul Brown');
    // A guarantor agrees by e-mail (issue 33): the name needs their address.
    expect(await submitAndReadToast(view)).toEqual({ title: 'Guarantor Email Required', description: GUARANTEE_MESSAGES.guarantorEmailRequired });
    await user.type(textbox('Guarantor Email'), 'paul.brown@example.com');
    await user.clear(screen.getByLabelText('Agreement Date'));
    await user.type(screen.getByLabelText('Agreement Date'), '03/03/2025');
    await user.clear(screen.getByLabelText('Valid From'));
    await user.type(screen.getByLabelText('Valid From'), '3/3/2025');

    expect(await submitAndReadToast(view)).toEqual({
      title: 'Application Submitted',
      description: `Your loan application ${APPLICATION_NUMBER} has been submitted successfully! Check your email for confirmation.`,
    });
    const [post, ...more] = api.calls('POST', '/api/pawn-loans');
    expect(more).toEqual([]);
    const [photo, trnPhoto, signature, idDocument] = [1, 2, 3, 4].map((n) => `/objects/uploads/${uploadId(n)}`);
    expect(post?.body).toEqual({
      borrowerName: 'Marcia Brown',
      borrowerEmail: 'marcia@example.com',
      borrowerAddress: '12 Hope Road, Kingston',
      borrowerTRN: null,
      borrowerPhone: '876-555-0101',
      borrowerID: 'ID-778899',
      borrowerPhotoUrl: photo,
      borrowerTrnPhotoUrl: trnPhoto,
      borrowerSignatureUrl: signature,
      borrowerSignatureMethod: 'drawn',
      guarantorName: 'Paul Brown',
      guarantorAddress: null,
      guarantorTRN: null,
      guarantorPhone: null,
      guarantorEmail: 'paul.brown@example.com',
      loanAmount: '10000.00',
      interestRate: 20,
      termWeeks: 4,
      weeklyInstalment: '3000.00',
      totalAmount: '12000.00',
      totalRepayment: '12000.00',
      lateFine: '600.00',
      collateralProperty: null,
      agreementDate: '2025-03-03T00:00:00-05:00',
      validFrom: '2025-03-03T00:00:00-05:00',
      endingOn: '2025-03-31T00:00:00-05:00',
      idDocumentType: 'passport',
      idDocumentUrl: idDocument,
      idDocumentNumber: 'A1234567',
      idExpiryDate: null,
    });
    // Each file went to the address its signed upload named, with its own type.
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.headers['content-type']])).toEqual([
      [`${photo}?token=t1`, 'image/png'],
      [`${trnPhoto}?token=t2`, 'image/png'],
      [`${signature}?token=t3`, 'image/png'],
      [`${idDocument}?token=t4`, 'application/pdf'],
    ]);

    // The applicant lands on the confirmation page of this application.
    await waitFor(() => expect(view.currentPath()).toBe(`/application-submitted/${APPLICATION_NUMBER}`));
    expect(api.unhandled).toEqual([]);
  });

  it("keeps the calculator's figures and sends nothing while a check fails", async () => {
    const api = serveLoanForm();
    const view = renderUi(<LoanAgreementForm search="?amount=10000&rate=20&term=4" />, { path: '/loan-form' });
    await view.user.type(textbox('Full Name'), 'Marcia Brown');

    expect(await submitAndReadToast(view)).toEqual({ title: 'Missing Information', description: PAWN_LOAN_MESSAGES.missingBorrower });
    expect(within(screen.getByRole('form', { name: 'Loan Agreement Form' })).getByRole('textbox', { name: 'Loan Amount (J$)' })).toHaveProperty('value', '10000.00');
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("prefills a signed-in borrower's own details and keeps what the calculator sent", async () => {
    const api = serveLoanForm();
    api
      .on('GET', '/api/auth/user', () => reply(ZPublicUser, aUser('borrower')))
      .on('GET', '/api/borrower/applicant-details', () =>
        reply(ZApplicantDetailsResponse, {
          borrowerName: 'Marcia Brown',
          borrowerEmail: 'marcia@example.com',
          borrowerAddress: '12 Hope Road, Kingston',
          borrowerPhone: '876-555-0101',
          borrowerID: 'ID-778899',
          borrowerTRN: '',
        }),
      );
    renderUi(<LoanAgreementForm search="?amount=10000&rate=20&term=4" />, { path: '/loan-form' });
    await waitFor(() => expect(textbox('Full Name')).toHaveProperty('value', 'Marcia Brown'));
    expect(textbox('Phone Number')).toHaveProperty('value', '876-555-0101');
    expect(textbox('Loan Amount (J$)')).toHaveProperty('value', '10000.00');
    expect(api.unhandled).toEqual([]);
  });
});
