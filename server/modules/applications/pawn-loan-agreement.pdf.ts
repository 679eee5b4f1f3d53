import { shopContactLine } from '@common/contracts/shop-settings';
import { APR_METHOD, discloseCostOfCredit, formatApr } from '@common/cost-of-credit';
import { lateFeeRuleOf } from '@common/late-fee';
import { formatDayFirst } from '@common/loan-ledger';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatCents, toCents } from '@common/money';
import { quoteLoan } from '@common/calculator';
import { loanStartDayOf, type TPawnLoanRow } from '../loans';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import { writeText } from '../../lib/pdf/pdf-text';

/** The kind the e-mail worker renders for the agreement attached to the confirmation e-mail. */
export const AGREEMENT_RENDER_KIND = 'pawn-loan-agreement';

const ID_TYPES: Record<string, string> = { passport: 'Passport', drivers_license: "Driver's License", government_id: 'Government ID' };
const day = (d: Date | null) => (d ? formatDayFirst(jamaicaDayOf(d)) : '—');
const money = (value: string) => formatCents(toCents(value) ?? 0);
const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');


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
 * application number and "Page x of y" on every page.
 */
export function renderAgreementPdf(loan: TPawnLoanRow, signature: Buffer | null, shop: TShopIdentity): Promise<Buffer> {
  const options = {
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `Loan agreement ${loan.applicationNumber}`, Author: shop.settings.businessName, Subject: `Loan agreement ${loan.applicationNumber}` },
  };
  const rule = lateFeeRuleOf(loan);
  const quote = quoteLoan({ principalCents: toCents(loan.loanAmount) ?? 0, ratePercent: Number(loan.interestRate), weeks: loan.termWeeks });
  const disclosure = discloseCostOfCredit({ quote, ratePercent: Number(loan.interestRate), startDay: loanStartDayOf(loan), lateFeeRule: rule, frequency: loan.paymentFrequency });

  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const ensureRoom = (height: number) => {
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    };
    const heading = (text: string) => {
      ensureRoom(40);
      doc.moveDown(0.6);
      writeText(doc.fontSize(12).fillColor('#000000'), text, { face: 'bold', x: left, y: doc.y });
      doc.moveDown(0.2);
    };
    const row = (label: string, value: string, bold = false) => {
      ensureRoom(16);
      const y = doc.y;
      writeText(doc.fontSize(10), label, { x: left, y, width: width * 0.32 });
      const labelBottom = doc.y;
      writeText(doc.fontSize(10), value, { face: bold ? 'bold' : 'regular', x: left + width * 0.35, y, width: width * 0.65 });
      doc.y = Math.max(labelBottom, doc.y) + 3;
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
    ensureRoom(40);
    writeText(doc.fontSize(9).fillColor('#444444'), APR_METHOD, { x: left, y: doc.y, width });
    doc.fillColor('#000000').moveDown(0.4);
    row('Instalments', `Due dates from ${formatDayFirst(loanStartDayOf(loan))}`);
    for (const i of disclosure.instalments) row(`  Payment ${i.paymentNumber}`, `${formatDayFirst(i.dueDate)}   ${formatCents(i.amountCents)}`);

    heading('If a payment is late');
    for (const line of disclosure.latePaymentExplained) {
      ensureRoom(30);
      writeText(doc.fontSize(10), `• ${line}`, { x: left, y: doc.y, width });
      doc.moveDown(0.2);
    }

    heading('7. Signatures');
    ensureRoom(120);
    writeText(doc.fontSize(10), 'Borrower signature (as drawn on the application):', { x: left, y: doc.y });
    if (signature) {
      try {
        doc.image(signature, left, doc.y + 4, { fit: [200, 100] });
        doc.y += 108;
      } catch {
        writeText(doc, '(the signature image could not be read)', { x: left, y: doc.y + 4 });
      }
    } else {
      writeText(doc, '(no signature image)', { x: left, y: doc.y + 4 });
    }
    for (const who of ['Lender', 'Borrower', 'Witness']) {
      ensureRoom(40);
      doc.moveDown(1.5);
      const y = doc.y;
      doc.moveTo(left, y).lineTo(left + width * 0.55, y).strokeColor('#000000').stroke();
      writeText(doc.fontSize(9), `${who} signature`, { x: left, y: y + 3 });
      doc.moveTo(left + width * 0.65, y).lineTo(left + width, y).stroke();
      writeText(doc.fontSize(9), 'Date', { x: left + width * 0.65, y: y + 3 });
    }
    doc.moveDown(1.5);
    writeText(doc.fontSize(9).fillColor('#444444'), `Questions: ${shopContactLine(shop.settings)}. Please quote your application number.`, { x: left, y: doc.y, width });

    // Footer on every page, drawn once the page count is known; no bottom margin while writing it,
    // or pdfkit would start a new page for text below the margin.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      writeText(doc.fontSize(8).fillColor('#444444'), `Loan agreement ${loan.applicationNumber} · Page ${i - range.start + 1} of ${range.count}`, {
        x: left,
        y: doc.page.height - 40,
        width,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  });
}
