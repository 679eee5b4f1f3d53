import type { TGuaranteeTermsResponse } from '@common/contracts/guarantees';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents, toCents } from '@common/money';
import type { TObjectStore } from '../../lib/object-store/object-store';
import { writeLabelledLine, type TLabelledColumns } from '../../lib/pdf/labelled-lines';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import { drawSignatureImage } from '../../lib/pdf/signature-lines';
import type { TShopIdentity } from '../../lib/shop-identity';
import type { TPawnLoanRow } from '../loans';
import type { TConsentRow } from './guarantees.repository';

const money = (value: string) => formatCents(toCents(value) ?? 0);
const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;
const ROW_COLUMNS: TLabelledColumns = { labelWidth: 0.34, valueAt: 0.36, gap: 3 };

/** The drawn signature's bytes, or null when it cannot be read (the PDF then says so). */
async function readImage(store: TObjectStore, path: string | null): Promise<Buffer | null> {
  if (!path?.startsWith('/objects/')) return null;
  try {
    const stream = await store.openReadStream(path.slice('/objects/'.length));
    if (!stream) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const piece of stream as AsyncIterable<Buffer>) {
      size += piece.length;
      if (size > MAX_SIGNATURE_BYTES) return null;
      chunks.push(piece);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/** What the guarantor is liable for, in plain words (the page says the same). */
export function liabilityLines(terms: TGuaranteeTermsResponse): string[] {
  const first = terms.borrowerName.split(/\s+/)[0] ?? terms.borrowerName;
  return [
    `If ${first} does not pay, the shop may ask you to pay what is owed, up to ${money(terms.totalRepayment)} plus late fees of ${money(terms.lateFee)} per late payment.`,
    'The shop asks the borrower first. You are not asked to pay anything while the borrower pays on time.',
    'This guarantee covers this one loan only, and ends when it is repaid.',
  ];
}

/**
 * The guarantee as an A4 PDF: the shop, the loan's terms, what the guarantor is liable for, and
 * the decision (accepted with their drawn signature and ID, declined, or a paper consent recorded
 * by staff), with its date.
 */
export async function renderGuaranteePdf(
  doc: { terms: TGuaranteeTermsResponse; consent: TConsentRow; loan: Pick<TPawnLoanRow, 'applicationNumber'> },
  shop: TShopIdentity,
  store: TObjectStore,
): Promise<Buffer> {
  const { terms, consent } = doc;
  const signature = consent.decision === 'accept' ? await readImage(store, consent.signatureUrl) : null;
  const options = {
    size: 'A4',
    margins: { top: 40, bottom: 50, left: 45, right: 45 },
    info: { Title: `Guarantee for loan ${terms.applicationNumber}`, Author: shop.settings.businessName, Subject: `Guarantee ${terms.applicationNumber}` },
  };
  return renderPdfDocument(options, (pdf) => {
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;
    const heading = (text: string) => {
      pdf.moveDown(0.5);
      writeText(pdf.fontSize(12).fillColor('#000000'), text, { face: 'bold', x: left, y: pdf.y });
      pdf.moveDown(0.15);
    };
    const row = (label: string, value: string, bold = false) => writeLabelledLine(pdf.fontSize(10.5), label, value, { left, width, columns: ROW_COLUMNS, bold });

    drawShopHeader(pdf, shop, { left, top: 40, width, title: 'Guarantee', nameSize: 20 });
    writeText(pdf.fontSize(16), `Guarantee for loan ${terms.applicationNumber}`, { face: 'bold', x: left, y: pdf.y + 4, width });

    heading('The loan');
    row('Borrower', terms.borrowerName, true);
    row('Guarantor', terms.guarantorName, true);
    row('Amount lent', money(terms.loanAmount));
    row('Interest rate', `${Number(terms.interestRate)}% (flat, for the whole term)`);
    row('Term', `${terms.termWeeks} week${terms.termWeeks === 1 ? '' : 's'}`);
    row('Weekly instalment', money(terms.weeklyInstalment));
    row('Total repayable', money(terms.totalRepayment), true);
    row('Late fee', `${money(terms.lateFee)} per late payment`);
    row('First payment due', formatDayFirst(terms.firstDueDate));

    heading('What the guarantor is liable for');
    for (const line of liabilityLines(terms)) {
      writeText(pdf.fontSize(10.5), `• ${line}`, { x: left, y: pdf.y, width });
      pdf.moveDown(0.15);
    }

    heading('Decision');
    const day = formatDayFirst(jamaicaDayOf(consent.createdAt));
    if (consent.decision === 'accept') {
      row('Decision', `Agreed through the personal link on ${day}`, true);
      row('ID document number', consent.idDocumentNumber ?? '—');
      writeText(pdf.fontSize(10), 'Guarantor signature (as drawn):', { x: left, y: pdf.y + 6 });
      drawSignatureImage(pdf, signature, { left, missing: '(the signature image could not be read)' });
    } else if (consent.decision === 'decline') {
      row('Decision', `Declined through the personal link on ${day}`, true);
      if (consent.note) row('Note', consent.note);
    } else {
      row('Decision', `Signed paper consent recorded by the shop on ${day}`, true);
      if (consent.note) row('Reason', consent.note);
    }
  });
}
