import { describe, expect, it } from 'vitest';
import { findLoanFormProblem, initialLoanFormValues, quoteFor, toPawnLoanPayload, type TLoanFormValues } from './loan-agreement-form';
import { addDays, toJamaicaDateTime } from './agreement-dates';

const TODAY = '2026-11-23';

function complete(): TLoanFormValues {
  return {
    ...initialLoanFormValues(new URLSearchParams('amount=15000&rate=20&term=10&weeklyPayment=1800&totalAmount=18000'), TODAY),
    borrowerName: 'Marcia Campbell',
    borrowerEmail: 'marcia@example.com',
    borrowerAddress: '12 Hope Road, Kingston',
    borrowerPhone: '876-555-0101',
    borrowerID: 'JM1234567',
    borrowerPhotoUrl: '/objects/uploads/a',
    borrowerTrnPhotoUrl: '/objects/uploads/b',
    borrowerSignatureUrl: '/objects/uploads/c',
    idDocumentType: 'passport',
    idDocumentUrl: '/objects/uploads/d',
  };
}

describe('initialLoanFormValues', () => {
  it('prefills the loan from the query and dates from today (ending = today + weeks x 7)', () => {
    const values = initialLoanFormValues(new URLSearchParams('amount=15000&rate=40&term=10'), TODAY);
    expect(values).toMatchObject({
      loanAmount: '15000.00',
      interestRate: '40',
      termWeeks: '10',
      agreementDate: TODAY,
      validFrom: TODAY,
      endingOn: '2027-02-01',
    });
  });

  it('ignores nonsense in the query and falls back to the default term of 4 weeks', () => {
    const values = initialLoanFormValues(new URLSearchParams('amount=abc&rate=133&term=99'), TODAY);
    expect(values).toMatchObject({ loanAmount: '', interestRate: '', termWeeks: '4', endingOn: '2026-12-21' });
    expect(initialLoanFormValues(new URLSearchParams('rate=twenty'), TODAY).interestRate).toBe('');
  });

  it('keeps a rate some shop may offer; whether this shop offers it is checked against its rates', () => {
    const values = { ...initialLoanFormValues(new URLSearchParams('amount=10000&rate=30&term=4'), TODAY) };
    expect(values.interestRate).toBe('30');
    expect(quoteFor(values)).toBeNull();
    expect(quoteFor(values, [15, 30])).toMatchObject({ totalInterestCents: 3_000_00, weeklyPaymentCents: 3_250_00 });
    expect(findLoanFormProblem({ ...values, borrowerName: 'A', borrowerEmail: 'a@b.jm', borrowerAddress: 'x', borrowerPhone: '1', borrowerID: 'x' })).toEqual({
      title: 'Interest Rate',
      description: 'Interest rate must be 20 or 40.',
      field: 'interest-rate',
    });
  });
});

describe('findLoanFormProblem (spec section 5, in order)', () => {
  const cases: [string, (v: TLoanFormValues) => void, string, string][] = [
    ['missing borrower field', (v) => (v.borrowerID = ' '), 'Missing Information', 'borrower-id'],
    ['bad e-mail', (v) => (v.borrowerEmail = 'marcia@example'), 'Invalid Email', 'borrower-email'],
    ['no loan amount', (v) => (v.loanAmount = ''), 'Missing Loan Details', 'loan-amount'],
    ['no rate', (v) => (v.interestRate = ''), 'Missing Loan Details', 'interest-rate'],
    ['a term out of range', (v) => (v.termWeeks = '60'), 'Missing Loan Details', 'term-weeks'],
    ['no photo', (v) => (v.borrowerPhotoUrl = null), 'Photo Required', 'borrower-photo'],
    ['no TRN photo', (v) => (v.borrowerTrnPhotoUrl = null), 'TRN Photo Required', 'trn-photo'],
    ['no signature', (v) => (v.borrowerSignatureUrl = null), 'Signature Required', 'signature'],
    ['no ID document type', (v) => (v.idDocumentType = ''), 'ID Document Required', 'id-document-type'],
    ['no ID document file', (v) => (v.idDocumentUrl = null), 'ID Document Required', 'id-document'],
  ];
  it.each(cases)('%s: the toast, and the field to take the person to', (_name, spoil, title, field) => {
    const values = complete();
    spoil(values);
    expect(findLoanFormProblem(values)).toMatchObject({ title, field });
  });

  it('reports the earliest problem first', () => {
    const values = { ...complete(), borrowerEmail: 'bad', borrowerPhotoUrl: null };
    expect(findLoanFormProblem(values)).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address.', field: 'borrower-email' });
  });

  it('asks for the guarantor e-mail with a guarantor name, and a valid one', () => {
    expect(findLoanFormProblem({ ...complete(), guarantorName: 'Paul Brown' })).toMatchObject({ title: 'Guarantor Email Required', field: 'guarantor-email' });
    expect(findLoanFormProblem({ ...complete(), guarantorName: 'Paul Brown', guarantorEmail: 'paul' })).toMatchObject({ title: 'Invalid Email', field: 'guarantor-email' });
    expect(findLoanFormProblem({ ...complete(), guarantorName: 'Paul Brown', guarantorEmail: 'paul@example.com' })).toBeNull();
    // Without a guarantor the address is not sent.
    expect(toPawnLoanPayload({ ...complete(), guarantorEmail: 'left@example.com' }).guarantorEmail).toBeNull();
  });

  it('passes a complete form', () => {
    expect(findLoanFormProblem(complete())).toBeNull();
  });
});

describe('toPawnLoanPayload', () => {
  it('sends the recomputed figures, nulls for empty optional fields and Jamaica date-times', () => {
    const payload = toPawnLoanPayload({ ...complete(), borrowerTRN: ' ', guarantorName: '' });
    expect(payload).toMatchObject({
      loanAmount: '15000.00',
      interestRate: 20,
      termWeeks: 10,
      weeklyInstalment: '1800.00',
      totalAmount: '18000.00',
      totalRepayment: '18000.00',
      lateFine: '360.00',
      borrowerTRN: null,
      guarantorName: null,
      agreementDate: '2026-11-23T00:00:00-05:00',
      endingOn: '2027-02-01T00:00:00-05:00',
      idDocumentType: 'passport',
    });
  });

  it('rounds the weekly instalment half-up to the cent', () => {
    expect(quoteFor({ loanAmount: '1000', interestRate: '20', termWeeks: '7' })?.weeklyPaymentCents).toBe(17143);
  });
});

describe('agreement dates', () => {
  it('adds calendar days and sends the start of the day in Jamaica', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(toJamaicaDateTime('2026-11-23')).toBe('2026-11-23T00:00:00-05:00');
    expect(toJamaicaDateTime('')).toBeNull();
  });
});
