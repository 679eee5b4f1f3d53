import { quoteLoan } from '@common/calculator';
import { discloseCostOfCredit, formatApr } from '@common/cost-of-credit';
import { jamaicaDayOf } from '@common/jamaica-time';
import { describeLateFee, percentLateFeeRule } from '@common/late-fee';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents } from '@common/money';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';

/** The worked example on the notice: J$10,000.00 over 4 weeks, repaid weekly. */
export const NOTICE_EXAMPLE = { principalCents: 10_000_00, weeks: 4 } as const;

export type TRateExample = { ratePercent: number; interestCents: number; totalCents: number; weeklyCents: number; aprPercent: number };

/** Each rate the shop offers, worked through the example (common/cost-of-credit.ts owns the APR). */
export function rateExamples(rates: readonly number[], startDay: string): TRateExample[] {
  return rates.map((ratePercent) => {
    const quote = quoteLoan({ principalCents: NOTICE_EXAMPLE.principalCents, ratePercent, weeks: NOTICE_EXAMPLE.weeks });
    const disclosure = discloseCostOfCredit({ quote, ratePercent, startDay, lateFeeRule: percentLateFeeRule(0) });
    return { ratePercent, interestCents: quote.totalInterestCents, totalCents: quote.totalAmountCents, weeklyCents: quote.weeklyPaymentCents, aprPercent: disclosure.aprPercent };
  });
}

/**
 * "Table of rates and charges" (Pawnbrokers Act s. 9: shown in the shop): each rate the shop offers
 * with a worked example in J$ and its APR, the late fee, the redemption period, the licence. A4, one
 * page, large type for a wall.
 */
export function renderRatesNotice(shop: TShopIdentity, now: Date): Promise<Buffer> {
  const { settings } = shop;
  const today = jamaicaDayOf(now);
  const examples = rateExamples(settings.interestRates, today);
  const example = `${formatCents(NOTICE_EXAMPLE.principalCents)} over ${NOTICE_EXAMPLE.weeks} weeks`;
  const options = {
    size: 'A4',
    margins: { top: 45, bottom: 45, left: 50, right: 50 },
    info: { Title: 'Table of rates and charges', Author: settings.businessName, Subject: 'Rates and charges' },
  };
  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const heading = (text: string) => {
      doc.moveDown(0.8);
      writeText(doc.fontSize(15).fillColor('#000000'), text, { face: 'bold', x: left, y: doc.y, width });
      doc.moveDown(0.2);
    };
    const para = (text: string, size = 12) => writeText(doc.fontSize(size).fillColor('#000000'), text, { x: left, y: doc.y, width });

    drawShopHeader(doc, shop, { left, top: 45, width, title: 'Table of rates and charges', nameSize: 24 });
    writeText(doc.fontSize(11).fillColor('#444444'), `In force on ${formatDayFirst(today)}. Loans already made keep the terms of their agreement.`, { x: left, y: doc.y + 4, width });

    heading('Interest');
    para('Simple interest, charged once on the amount lent for the whole term, repaid in weekly instalments.');
    doc.moveDown(0.4);
    const cols = [0, 0.16, 0.38, 0.58, 0.8].map((f) => left + width * f);
    const colWidth = width * 0.2;
    const headRow = ['Rate', 'Interest', 'Total to repay', 'Each week', 'APR'];
    const y0 = doc.y;
    headRow.forEach((h, i) => writeText(doc.fontSize(10.5).fillColor('#444444'), h, { face: 'bold', x: cols[i]!, y: y0, width: colWidth }));
    doc.y += 4;
    writeText(doc.fontSize(9.5).fillColor('#444444'), `Worked example: ${example}`, { x: left, y: doc.y, width });
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#999999').stroke();
    doc.y += 6;
    for (const e of examples) {
      const y = doc.y;
      const cells = [`${e.ratePercent}%`, formatCents(e.interestCents), formatCents(e.totalCents), formatCents(e.weeklyCents), formatApr(e.aprPercent)];
      let bottom = y;
      cells.forEach((cell, i) => {
        writeText(doc.fontSize(13).fillColor('#000000'), cell, { face: i === 0 ? 'bold' : 'regular', x: cols[i]!, y, width: colWidth });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 6;
    }
    para(
      'APR (annual percentage rate): the weekly rate at which the instalments, paid on their due dates, repay exactly the amount lent, times 52. The same loan over a longer term has a lower APR.',
      9.5,
    );

    heading('Late fee');
    const firstWeekly = examples[0]?.weeklyCents ?? 0;
    para(`${settings.lateFeePercent}% of one weekly payment for each payment not made in full by its due date.`);
    if (examples[0]) para(`For example: ${describeLateFee(percentLateFeeRule(settings.lateFeePercent), firstWeekly, 'weekly')}.`, 11);
    para('Late fees are paid on top of the instalments: they do not reduce what is owed on the loan.', 11);

    heading('Redeeming your goods');
    para(`Your pledged goods can be redeemed for ${settings.redemptionPeriodDays} days from the date of the pawn ticket, and after that until they are sold.`);
    para(`We write to you ${settings.forfeitureNoticeDays} days before that date. If goods are sold, any money left after what is owed is yours to claim for three years.`, 11);

    heading('Licence');
    para(settings.licenceNumber ? `Bank of Jamaica licence ${settings.licenceNumber}` : 'Licence number: ask at the counter.');
    para(`${settings.businessName} · ${settings.supportHours}`, 11);
  });
}
