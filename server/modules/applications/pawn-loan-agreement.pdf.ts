import { shopContactLine } from '@common/contracts/shop-settings';
import { APR_METHOD, formatApr } from '@common/cost-of-credit';
import { formatDayFirst } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatCents, toCents } from '@common/money';
import { disclosureOfLoan, loanStartDayOf, type TPawnLoanRow, type TScheduleRowRecord } from '../loans';
import { writeLabelledLine, type TLabelledColumns } from '../../lib/pdf/labelled-lines';
import { drawPageNumbers, ensureRoom } from '../../lib/pdf/page-flow';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import { drawSignatureImage, drawSignatureLines } from '../../lib/pdf/signature-lines';
import type { TShopIdentity } from '../../lib/shop-identity';

/** The kind the e-mail worker renders for the agreement attached to the confirmation e-mail. */
export const AGREEMENT_RENDER_KIND = 'pawn-loan-agreement';

const ID_TYPES: Record<string, string> = { passport: 'Passport', drivers_license: "Driver's License", government_id: 'Government ID' };
const day = (d: Date | null) => (d ? formatDayFirst(jamaicaDayOf(d)) : '—');
const money = (value: string) => formatCents(toCents(value) ?? 0);
const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');
const ROW_COLUMNS: TLabelledColumns = { labelWidth: 0.32, valueAt: 0.35, gap: 3 };

type TSection = { title: string; rows: [string, string][] };

function sectionsOf(loan: TPawnLoanRow): TSection[] {
  return [
    {
      title: '1. Agreement Date',
      rows: [
        ['Agreement date', day(loan.agreementDate)],
        ['Valid from', day(loan.validFrom)],
        ['Ending on', day(loan.endingOn)],
        ['Loan starts', loan.startDate ? formatDayFirst(loan.startDate) : 'Confirmed by the shop when the loan is approved'],
      ],
    },
    {
      title: '2. Borrower Information',
      rows: [
        ['Name', loan.borrowerName],
        ['E-mail', loan.borrowerEmail],
        ['Address', loan.borrowerAddress],
        ['TRN', orDash(loan.borrowerTRN)],
        ['Phone', loan.borrowerPhone],
        ['ID number', loan.borrowerID],
      ],
    },
    {
      title: '3. Guarantor',
      rows: [['Name', orDash(loan.guarantorName)], ['Address', orDash(loan.guarantorAddress)], ['TRN', orDash(loan.guarantorTRN)], ['Phone', orDash(loan.guarantorPhone)]],
    },
    {
      title: '4. Loan Details',
      rows: [
        ['Loan amount', money(loan.loanAmount)],
        ['Interest rate', `${Number(loan.interestRate)}% (flat, for the whole term)`],
        ['Term', `${loan.termWeeks} week${loan.termWeeks === 1 ? '' : 's'}`],
        ['Payment frequency', loan.paymentFrequency],
        ['Total repayment', money(loan.totalRepayment !== '0.00' ? loan.totalRepayment : loan.totalAmount)],
      ],
    },
    {
      title: '5. Terms and Covenants',
      rows: [
        ['Weekly instalment', money(loan.weeklyInstalment)],
        ['Number of weeks', String(loan.termWeeks)],
        ['Collateral', orDash(loan.collateralProperty)],
      ],
    },
    {
      title: '6. ID Document',
      rows: [
        ['Type', loan.idDocumentType ? (ID_TYPES[loan.idDocumentType] ?? loan.idDocumentType) : '—'],
        ['Number', orDash(loan.idDocumentNumber)],
        ['Expiry date', orDash(loan.idExpiryDate)],
      ],
    },
  ];
}

/**
 * The loan agreement as a PDF (A4): every section of the form, the cost of credit disclosure, the
 * signatures (the borrower's drawn signature when its image could be read) and a footer with the
 * application number and "Page x of y" on every page. schedule: the loan's stored instalments
 * (listSchedule; none before approval), whose figures the disclosure prints once there are some.
 */
export function renderAgreementPdf(loan: TPawnLoanRow, schedule: readonly TScheduleRowRecord[], signature: Buffer | null, shop: TShopIdentity): Promise<Buffer> {
  const options = {
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `Loan agreement ${loan.applicationNumber}`, Author: shop.settings.businessName, Subject: `Loan agreement ${loan.applicationNumber}` },
  };
  // The stored schedule and totals once approved; a submitted application's are still its terms'.
  const disclosure = disclosureOfLoan(loan, schedule);

  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const heading = (text: string) => {
      ensureRoom(doc, 40);
      doc.moveDown(0.6);
      writeText(doc.fontSize(12).fillColor('#000000'), text, { face: 'bold', x: left, y: doc.y });
      doc.moveDown(0.2);
    };
    const row = (label: string, value: string, bold = false) => {
      ensureRoom(doc, 16);
      writeLabelledLine(doc.fontSize(10), label, value, { left, width, columns: ROW_COLUMNS, bold });
    };

    drawShopHeader(doc, shop, { left, top: 50, width, title: 'Loan Agreement', nameSize: 20 });
    writeText(doc.fontSize(10).fillColor('#444444'), `Application ${loan.applicationNumber} · submitted ${day(loan.createdAt)} · status: ${loan.status}`);
    doc.fillColor('#000000');

    for (const section of sectionsOf(loan)) {
      heading(section.title);
      for (const [label, value] of section.rows) row(label, value);
      if (section.title.startsWith('5.')) row('Late fee', disclosure.lateFee, true);
    }

    heading('Cost of Credit');
    row('Total interest', `${formatCents(disclosure.totalInterestCents)} (${disclosure.ratePercent}% of the amount lent)`, true);
    row('Total repayable', formatCents(disclosure.totalRepayableCents), true);
    row('Annual percentage rate (APR)', formatApr(disclosure.aprPercent), true);
    ensureRoom(doc, 40);
    writeText(doc.fontSize(9).fillColor('#444444'), APR_METHOD, { x: left, y: doc.y, width });
    doc.fillColor('#000000').moveDown(0.4);
    row('Instalments', `Due dates from ${formatDayFirst(loanStartDayOf(loan))}`);
    for (const i of disclosure.instalments) row(`  Payment ${i.paymentNumber}`, `${formatDayFirst(i.dueDate)}   ${formatCents(i.amountCents)}`);

    heading('If a payment is late');
    for (const line of disclosure.latePaymentExplained) {
      ensureRoom(doc, 30);
      writeText(doc.fontSize(10), `• ${line}`, { x: left, y: doc.y, width });
      doc.moveDown(0.2);
    }

    heading('7. Signatures');
    ensureRoom(doc, 120);
    writeText(doc.fontSize(10), 'Borrower signature (as drawn on the application):', { x: left, y: doc.y });
    drawSignatureImage(doc, signature, { left, missing: '(no signature image)' });
    drawSignatureLines(doc, ['Lender', 'Borrower', 'Witness'], { left, width, fontSize: 9, spacing: 1.5 });
    doc.moveDown(1.5);
    writeText(doc.fontSize(9).fillColor('#444444'), `Questions: ${shopContactLine(shop.settings)}. Please quote your application number.`, { x: left, y: doc.y, width });

    drawPageNumbers(doc, { left, width, fromBottom: 40, title: `Loan agreement ${loan.applicationNumber}` });
  });
}
