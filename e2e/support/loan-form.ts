import type { Locator, Page } from 'playwright-core';
import { expectVisible } from './expect-page';

// A real 1x1 PNG and a minimal PDF: the server checks the bytes, not the name.
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });

export type TBorrowerDetails = { name: string; email: string; address: string; phone: string; id: string };

export async function fillBorrower(page: Page, borrower: Partial<TBorrowerDetails>): Promise<void> {
  const fields: [keyof TBorrowerDetails, string][] = [
    ['name', 'form-borrower-name'],
    ['email', 'form-borrower-email'],
    ['address', 'form-borrower-address'],
    ['phone', 'form-borrower-phone'],
    ['id', 'form-borrower-id'],
  ];
  for (const [key, testId] of fields) {
    const value = borrower[key];
    if (value !== undefined) await page.getByTestId(testId).fill(value);
  }
}

/** Chooses a photo in one of the form's photo fields and waits for the upload to finish. */
export async function uploadPhoto(page: Page, field: 'borrower-photo' | 'trn-photo', name: string): Promise<void> {
  await page.getByTestId(`${field}-input`).setInputFiles(png(name));
  await expectVisible(page.getByTestId(`${field}-done`));
}

/** Draws a stroke on the signature pad (the one inside `within`, a dialog say) with the mouse and saves it. */
export async function drawAndSaveSignature(page: Page, within: Page | Locator = page): Promise<void> {
  const canvas = within.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + step * 0.06), box.y + box.height * (0.6 - Math.sin(step / 2) * 0.3));
  }
  await page.mouse.up();
  await within.getByTestId('signature-save').click();
  await expectVisible(within.getByTestId('signature-saved'));
}

/** Chooses the ID type, uploads the document and waits for it to be stored. */
export async function uploadIdDocument(page: Page, type: 'passport' | 'drivers_license' | 'government_id'): Promise<void> {
  await page.getByTestId('id-document-type').selectOption(type);
  await page.getByTestId('id-document-input').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expectVisible(page.getByTestId('id-document-done'));
}
