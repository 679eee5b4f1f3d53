import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARANTEE_MESSAGES } from '@common/contracts/guarantees';
import { PAWN_LOAN_MESSAGES as M } from '@common/contracts/pawn-loans';
import { createTestApp, PGLITE_ONLY, type TTestApp } from '../../test/test-app';
import { validPayload } from './pawn-loans.test-support';

// Well-formed paths no one uploaded: every field check runs before the uploads are looked up, so
// "upload was not found" proves a payload passed them all.
const PATHS = {
  borrowerPhotoUrl: `/objects/uploads/${randomUUID()}`,
  borrowerTrnPhotoUrl: `/objects/uploads/${randomUUID()}`,
  borrowerSignatureUrl: `/objects/uploads/${randomUUID()}`,
  idDocumentUrl: `/objects/uploads/${randomUUID()}`,
};
const PASSED = 'The borrower photo upload was not found. Please upload it again.';
const BORROWER = ['borrowerName', 'borrowerEmail', 'borrowerAddress', 'borrowerPhone', 'borrowerID'];

describe.each(PGLITE_ONLY)('POST /api/pawn-loans validation, on %s', (backend) => {
  let t: TTestApp;
  const messageFor = async (payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/pawn-loans', payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    return res.json<{ message: string }>().message;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("answers the spec's messages in the spec's order as fields are filled in", async () => {
    const full = validPayload(PATHS);
    const pick = (keys: string[], extra: Record<string, unknown> = {}) => ({ ...Object.fromEntries(keys.map((k) => [k, full[k]])), ...extra });
    const loan = ['loanAmount', 'interestRate', 'weeklyInstalment'];
    const steps: [Record<string, unknown>, string][] = [
      [{}, M.missingBorrower],
      [pick(BORROWER, { borrowerEmail: 'not-an-email', ...PATHS }), M.invalidEmail],
      [pick(BORROWER, PATHS), M.missingLoan],
      [pick([...BORROWER, ...loan]), M.missingPhoto],
      [pick([...BORROWER, ...loan, 'borrowerPhotoUrl']), M.missingTrnPhoto],
      [pick([...BORROWER, ...loan, 'borrowerPhotoUrl', 'borrowerTrnPhotoUrl']), M.missingSignature],
      [pick([...BORROWER, ...loan, 'borrowerPhotoUrl', 'borrowerTrnPhotoUrl', 'borrowerSignatureUrl', 'idDocumentUrl']), M.missingIdDocument],
      [pick([...BORROWER, ...loan, 'borrowerPhotoUrl', 'borrowerTrnPhotoUrl', 'borrowerSignatureUrl', 'idDocumentType']), M.missingIdDocument],
      [full, PASSED],
    ];
    for (const [payload, message] of steps) expect(await messageFor(payload)).toBe(message);
  });

  it('requires every borrower field, blank counting as missing', async () => {
    for (const field of BORROWER) {
      for (const value of [undefined, null, '', '   ']) {
        expect(await messageFor(validPayload(PATHS, { [field]: value }))).toBe(M.missingBorrower);
      }
    }
  });

  it('checks the e-mail address, loan details and the four documents', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ borrowerEmail: 'a@b' }, M.invalidEmail],
      [{ borrowerEmail: 'a b@example.com' }, M.invalidEmail],
      [{ loanAmount: '' }, M.missingLoan],
      [{ interestRate: null }, M.missingLoan],
      [{ weeklyInstalment: undefined }, M.missingLoan],
      [{ borrowerPhotoUrl: '' }, M.missingPhoto],
      [{ borrowerTrnPhotoUrl: null }, M.missingTrnPhoto],
      [{ borrowerSignatureUrl: ' ' }, M.missingSignature],
      [{ idDocumentUrl: '' }, M.missingIdDocument],
      [{ idDocumentType: 'library_card' }, M.missingIdDocument],
      [{ idDocumentType: null }, M.missingIdDocument],
    ];
    for (const [override, message] of cases) expect(await messageFor(validPayload(PATHS, override))).toBe(message);
  });

  it('checks amount, rate, term, late fine, dates, TRNs and lengths', async () => {
    const agreement = '2026-11-22T10:00:00.000Z';
    const cases: [Record<string, unknown>, string][] = [
      [{ loanAmount: 99.99 }, M.loanAmountRange],
      [{ loanAmount: '10000000.01' }, M.loanAmountRange],
      [{ loanAmount: 'lots' }, M.loanAmountRange],
      [{ loanAmount: 100.001 }, M.loanAmountRange],
      [{ interestRate: 30 }, M.interestRate],
      [{ interestRate: 'twenty' }, M.interestRate],
      [{ termWeeks: 0 }, M.term],
      [{ termWeeks: 53 }, M.term],
      [{ termWeeks: 2.5 }, M.term],
      [{ lateFine: -1 }, M.lateFine],
      [{ lateFine: 'abc' }, M.lateFine],
      [{ agreementDate: 'yesterday' }, M.dates],
      [{ validFrom: '' }, M.dates],
      [{ endingOn: '2026-02-30T00:00:00Z' }, M.dates],
      [{ endingOn: null }, M.dates],
      [{ agreementDate: agreement, endingOn: agreement }, M.endingOrder],
      [{ agreementDate: agreement, endingOn: '2026-11-01T00:00:00.000Z' }, M.endingOrder],
      [{ borrowerTRN: '12345678' }, M.borrowerTrn],
      [{ borrowerTRN: '123-456-78a' }, M.borrowerTrn],
      [{ guarantorTRN: '1234567890' }, M.guarantorTrn],
      // A guarantor agrees by e-mail (issue 33): a name needs a valid address.
      [{ guarantorName: 'Paul' }, GUARANTEE_MESSAGES.guarantorEmailRequired],
      [{ guarantorName: 'Paul', guarantorEmail: 'paul@home' }, GUARANTEE_MESSAGES.guarantorEmail],
      [{ borrowerName: 'x'.repeat(201) }, 'Borrower name must be at most 200 characters.'],
      [{ borrowerAddress: 'x'.repeat(501) }, 'Address must be at most 500 characters.'],
      [{ idDocumentNumber: 'x'.repeat(101) }, 'ID document number must be at most 100 characters.'],
    ];
    for (const [override, message] of cases) expect(await messageFor(validPayload(PATHS, override))).toBe(message);
  });

  it('accepts the allowed forms: amounts as strings, default term and fine, TRNs with spaces, no optional fields', async () => {
    const accepted: Record<string, unknown>[] = [
      { loanAmount: '100.00', interestRate: '40', termWeeks: undefined, lateFine: undefined },
      { loanAmount: 10_000_000, termWeeks: '52' },
      { termWeeks: 1, borrowerTRN: '123 456 789', guarantorTRN: '987-654-321', guarantorName: 'Paul', guarantorEmail: 'Paul@Example.com', guarantorPhone: '876' },
      { borrowerTRN: undefined, collateralProperty: undefined, idDocumentNumber: null, idExpiryDate: null, idDocumentType: 'passport' },
      { idDocumentType: 'government_id', agreementDate: '2026-11-22', validFrom: '2026-11-22', endingOn: '2026-12-20' },
    ];
    for (const override of accepted) expect(await messageFor(validPayload(PATHS, override))).toBe(PASSED);
  });

  it('refuses fields of the wrong JSON type with the field named', async () => {
    expect(await messageFor(validPayload(PATHS, { borrowerName: 42 }))).toMatch(/^borrowerName: /);
    // An amount field answers its own message for any value that is not an amount.
    expect(await messageFor(validPayload(PATHS, { loanAmount: { value: 1 } }))).toBe(M.loanAmountRange);
  });
});
