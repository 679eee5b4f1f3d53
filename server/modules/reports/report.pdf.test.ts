import { describe, expect, it } from 'vitest';
import { ZShopSettings } from '@common/contracts/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@common/shop-defaults';
import { pdfPageSizes, pdfText } from '../../test/pdf-read';
import { renderReportPdf } from './report.pdf';
import type { TReportDocument } from './report-tables';

const shop = { settings: ZShopSettings.parse(DEFAULT_SHOP_SETTINGS), logoPng: null };

// Enough rows for a second page, where the table's headings are drawn again.
const report: TReportDocument = {
  title: 'Loan book',
  subtitle: 'as of 2026-09-20',
  fileBase: 'loan-book',
  sections: [
    {
      heading: 'Open loans',
      columns: [
        { label: 'Application', type: 'text', width: 0.3 },
        { label: 'Principal outstanding', type: 'money', width: 0.25 },
        { label: 'Days past due', type: 'number', width: 0.2 },
        { label: 'Collateral value', type: 'money', width: 0.25 },
      ],
      rows: Array.from({ length: 90 }, (_, i) => [`PL-2026-${String(i + 1).padStart(6, '0')}`, '6250.00', String(i), '15000.00']),
      totals: ['Total', '562500.00', '', '1350000.00'],
    },
  ],
};

describe('a report PDF', () => {
  it('prints its column headings as headings on every page, and the money in the rows as J$', async () => {
    const pdf = await renderReportPdf(report, shop);
    expect((await pdfPageSizes(pdf)).length).toBeGreaterThan(1);
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toMatch(/Application\s+Principal outstanding\s+Days past due\s+Collateral value/);
    }
    const text = pages.join('\n');
    expect(text).not.toContain('J$0.00');
    expect(text).toMatch(/PL-2026-000001\s+J\$6,250\.00\s+0\s+J\$15,000\.00/);
    expect(text).toMatch(/Total\s+J\$562,500\.00\s+J\$1,350,000\.00/);
  });
});
