import { quoteLoan } from '@common/calculator';
import { lateFeeCentsFor, percentLateFeeRule } from '@common/late-fee';
import { isUuid } from '@common/contracts/fields';
import type { TPawnLoanRequest, TPawnLoanResponse } from '@common/contracts/pawn-loans';
import { jamaicaDayOf } from '@common/jamaica-time';
import { centsToDecimalString } from '@common/money';
import type { TDb, TExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TObjectStore } from '../../lib/object-store/object-store';
import type { TShopSource } from '../../lib/shop-identity';
import { enqueueEmail } from '../../lib/outbox.repository';
import { countHit } from '../../lib/rate-counter.repository';
import { recordAudit, type TAuditActor } from '../audit';
import { findOrCreateBorrower } from '../borrowers';
import { attachObjectsToApplication, lockObjectsForAttach } from '../objects';
import { confirmPresignedUpload } from '../objects';
import { nextYearlyNumber } from '../../lib/sequences.repository';
import { buildConfirmationEmail } from './pawn-loans.email';
import { insertPawnLoanApplication, insertStatusHistory } from './pawn-loans.repository';
import { validatePawnLoan, type TPawnLoanInput } from './pawn-loans.validation';

export type TPawnLoanDeps = { db: TDb; store: TObjectStore; shop: TShopSource };
/** Who submits: a signed-in user, a guest known by the visitor cookie, or both (uploaded before signing in). */
export type TSubmitter = { userId: string | null; userEmail: string | null; visitorId: string | null };
export type TSubmissionLimits = { perVisitorPerHour: number; perIpPerHour: number };

// Generous: a shop counter submits for many borrowers from one IP and one browser.
export const SUBMISSION_LIMITS: TSubmissionLimits = { perVisitorPerHour: 20, perIpPerHour: 200 };

const UPLOAD_PREFIX = '/objects/uploads/';

/** The upload id an /objects/uploads/<uuid> path names, or null. */
function uploadIdOf(path: string): string | null {
  const id = path.slice(UPLOAD_PREFIX.length);
  return path.toLowerCase().startsWith(UPLOAD_PREFIX) && isUuid(id) ? id.toLowerCase() : null;
}
const DOCUMENTS = [
  { field: 'borrowerPhotoUrl', label: 'borrower photo' },
  { field: 'borrowerTrnPhotoUrl', label: 'TRN photo' },
  { field: 'borrowerSignatureUrl', label: 'signature' },
  { field: 'idDocumentUrl', label: 'ID document' },
] as const;
type TDocument = (typeof DOCUMENTS)[number] & { id: string };

const notFound = (label: string) => new AppError('BAD_REQUEST', `The ${label} upload was not found. Please upload it again.`);

async function enforceSubmissionLimits(db: TDb, submitter: TSubmitter, ip: string, limits: TSubmissionLimits): Promise<void> {
  const who = submitter.userId ? `user:${submitter.userId}` : submitter.visitorId ? `vid:${submitter.visitorId}` : null;
  // A guest without a visitor cookie has no uploads to submit, so the IP limit alone covers it.
  const own = who ? await countHit(db, `pawn-loan:${who}`, 60) : null;
  const byIp = await countHit(db, `pawn-loan:ip:${ip}`, 60);
  const over = [own && own.hits > limits.perVisitorPerHour ? own : null, byIp.hits > limits.perIpPerHour ? byIp : null].filter((x) => x !== null);
  if (over.length === 0) return;
  const seconds = Math.max(...over.map((x) => x.retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many applications submitted. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** Each document must name its own upload by its /objects/uploads/<uuid> path. */
function documentsOf(loan: TPawnLoanInput): TDocument[] {
  const seen = new Map<string, string>();
  return DOCUMENTS.map((doc) => {
    const id = uploadIdOf(loan[doc.field]);
    if (!id) throw notFound(doc.label);
    const earlier = seen.get(id);
    if (earlier) throw new AppError('BAD_REQUEST', `The ${doc.label} must be a different upload from the ${earlier}. Please upload it again.`);
    seen.set(id, doc.label);
    return { ...doc, id };
  });
}

/** Only the submitter's own uploads, complete and not yet part of another application, may be attached. */
async function claimDocuments(tx: TExecutor, documents: TDocument[], submitter: TSubmitter): Promise<void> {
  const rows = new Map((await lockObjectsForAttach(tx, documents.map((d) => d.id))).map((row) => [row.id, row]));
  for (const doc of documents) {
    const row = rows.get(doc.id);
    const owned =
      !!row &&
      ((!!row.ownerUserId && row.ownerUserId === submitter.userId) || (!!row.visitorId && row.visitorId === submitter.visitorId));
    if (!row || !owned || row.status !== 'stored' || row.attachedAt !== null) throw notFound(doc.label);
  }
}

export async function submitPawnLoan(
  deps: TPawnLoanDeps,
  input: {
    body: TPawnLoanRequest;
    submitter: TSubmitter;
    ip: string;
    limits?: TSubmissionLimits;
    /** Set when a staff member submits for a borrower: that is a staff mutation, so it is audited. */
    staffActor?: TAuditActor | null;
  },
): Promise<TPawnLoanResponse> {
  const { db, store } = deps;
  const { submitter } = input;
  await enforceSubmissionLimits(db, submitter, input.ip, input.limits ?? SUBMISSION_LIMITS);
  // The shop's terms of the day: the rates a loan may use and the late fee it states.
  const { interestRates, lateFeePercent } = (await deps.shop.read()).settings;
  const loan = validatePawnLoan(input.body, interestRates);
  const documents = documentsOf(loan);
  // The client's totals are ignored: the server's own quote is what gets stored and e-mailed.
  const quote = quoteLoan({ principalCents: loan.loanCents, ratePercent: loan.ratePercent, weeks: loan.termWeeks });
  // The shop sets the late fee, not the applicant: its percent of the day, kept on the loan so the
  // ledger charges what this agreement states even if the shop's percent changes later.
  const lateFeeRule = percentLateFeeRule(lateFeePercent);
  const lateFeeCents = lateFeeCentsFor(lateFeeRule, quote.weeklyPaymentCents, 'weekly');

  // With presigned (S3) uploads the app has not seen the bytes yet: check them before attaching.
  // A refused or unfinished upload simply stays unstored, and the claim below names it.
  if (store.verifyStored) {
    for (const doc of documents) await confirmPresignedUpload(deps, { id: doc.id, uploader: submitter }).catch(() => undefined);
  }

  return db.transaction(async (tx) => {
    await claimDocuments(tx, documents, submitter);
    const path = (id: string) => `/objects/uploads/${id}`;
    const [photo, trnPhoto, signature, idDocument] = documents.map((d) => path(d.id)) as [string, string, string, string];
    // The person's record is made from the application when new, and never rewritten by it: what
    // differs is proposed to staff at review (DESIGN decision 18).
    const borrower = await findOrCreateBorrower(tx, {
      email: loan.borrowerEmail,
      idNumber: loan.borrowerID.toUpperCase(),
      name: loan.borrowerName,
      phone: loan.borrowerPhone,
      address: loan.borrowerAddress,
      trn: loan.borrowerTRN,
      photoUrl: photo,
      signatureUrl: signature,
      trnPhotoUrl: trnPhoto,
      // Link the person to the account only when they are applying for themselves.
      userId: submitter.userId && submitter.userEmail?.toLowerCase() === loan.borrowerEmail ? submitter.userId : null,
    });
    // The application reaches the borrower's account when they sent it signed in to that account,
    // or staff sent it at the counter; a guest's waits for staff to link it at review.
    const accountLinked = !!input.staffActor || (submitter.userId !== null && borrower.userId === submitter.userId);
    const now = new Date();
    const year = Number(jamaicaDayOf(now).slice(0, 4));
    const applicationNumber = await nextYearlyNumber(tx, 'PL', year);
    const application = await insertPawnLoanApplication(tx, {
      applicationNumber,
      borrowerId: borrower.id,
      accountLinked,
      borrowerName: loan.borrowerName,
      borrowerEmail: loan.borrowerEmail,
      borrowerAddress: loan.borrowerAddress,
      borrowerTRN: loan.borrowerTRN,
      borrowerPhone: loan.borrowerPhone,
      borrowerID: loan.borrowerID,
      borrowerPhotoUrl: photo,
      borrowerTrnPhotoUrl: trnPhoto,
      borrowerSignatureUrl: signature,
      borrowerSignatureMethod: loan.borrowerSignatureMethod,
      idDocumentType: loan.idDocumentType,
      idDocumentUrl: idDocument,
      idDocumentNumber: loan.idDocumentNumber,
      idExpiryDate: loan.idExpiryDate,
      guarantorName: loan.guarantorName,
      guarantorAddress: loan.guarantorAddress,
      guarantorTRN: loan.guarantorTRN,
      guarantorPhone: loan.guarantorPhone,
      guarantorEmail: loan.guarantorEmail,
      loanAmount: centsToDecimalString(loan.loanCents),
      interestRate: loan.ratePercent.toFixed(2),
      termWeeks: loan.termWeeks,
      paymentFrequency: 'weekly',
      weeklyInstalment: centsToDecimalString(quote.weeklyPaymentCents),
      totalAmount: centsToDecimalString(quote.totalAmountCents),
      totalRepayment: centsToDecimalString(quote.totalPaymentsCents),
      lateFine: centsToDecimalString(lateFeeCents),
      lateFeePercent: lateFeePercent.toFixed(2),
      collateralProperty: loan.collateralProperty,
      agreementDate: loan.agreementDate,
      validFrom: loan.validFrom,
      endingOn: loan.endingOn,
      status: 'submitted',
    });
    const attached = await attachObjectsToApplication(tx, documents.map((d) => d.id), application.id);
    if (attached !== documents.length) throw new Error(`attached ${attached} of ${documents.length} locked uploads`);
    await insertStatusHistory(tx, {
      applicationId: application.id,
      fromStatus: null,
      toStatus: 'submitted',
      changedByUserId: submitter.userId,
      notes: 'Application submitted',
    });
    if (input.staffActor) {
      await recordAudit(tx, input.staffActor, {
        action: 'application.submit',
        entity: 'application',
        entityId: application.id,
        summary: { applicationNumber, borrowerName: loan.borrowerName, loanAmount: centsToDecimalString(loan.loanCents) },
      });
    }
    await enqueueEmail(
      tx,
      buildConfirmationEmail({
        applicationId: application.id,
        applicationNumber,
        loan,
        weeklyCents: quote.weeklyPaymentCents,
        totalCents: quote.totalPaymentsCents,
        lateFeeRule,
      }),
    );
    return { applicationNumber };
  });
}
