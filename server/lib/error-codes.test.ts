import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@common/contracts/errors';

// Every code a 4xx answer carries (issue 42), and where it is raised. A kind (BAD_REQUEST,
// CONFLICT ...) is every AppError's code unless the rule names its own; the rules' codes are
// raised where this list says. A new code goes into common/contracts/errors.ts and here.

const ROOT = path.resolve(import.meta.dirname, '../..');

const WHERE_RAISED: Record<string, string[]> = {
  VALIDATION_FAILED: ['server/lib/error-handler.ts'],
  OUTSTANDING_BALANCE: ['server/modules/payments/payments.service.ts'],
  POLICE_HOLD: [
    'server/modules/pledges/pawn-items.service.ts',
    'server/modules/pledges/pledge-sale.service.ts',
    'server/modules/pledges/redemption.service.ts',
    'server/modules/pledges/renewal.service.ts',
  ],
  GUARANTOR_NOT_AGREED: ['server/modules/applications/pawn-loan-review.service.ts'],
  NOT_REDEEMABLE_YET: ['server/modules/pledges/pledge-sale.service.ts'],
  RENEWAL_PAYMENT_TOO_LOW: ['server/modules/pledges/renewal.service.ts'],
  TICKET_MISMATCH: ['server/modules/pledges/redemption.service.ts'],
  LOAN_TO_VALUE: ['server/modules/counter/counter.service.ts'],
  NO_OPEN_DRAWER: ['server/modules/counter/counter.service.ts'],
  BOOKS_MONTH_CLOSED: ['server/modules/books/books.service.ts', 'server/modules/books/posting.service.ts'],
  BOOKS_MONTH_NOT_OVER: ['server/modules/books/books.service.ts'],
  BOOKS_EARLIER_MONTH_OPEN: ['server/modules/books/books.service.ts'],
  BOOKS_BEFORE_FIRST_MONTH: ['server/modules/books/books.service.ts'],
};

function productionFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return productionFiles(relative);
    return /\.ts$/.test(entry.name) && !/\.test(-support)?\.ts$|\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** The codes the server names (`code: 'X'`, `refusalCode: 'X'`) and the kinds it throws (`new AppError('X'`), by file. */
function raisedCodes(): { named: Map<string, string[]>; kinds: Set<string> } {
  const named = new Map<string, string[]>();
  const kinds = new Set<string>();
  for (const file of productionFiles('server')) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/\b(?:code|refusalCode): '([A-Z][A-Z_]+)'/g)) {
      const files = named.get(m[1]!) ?? [];
      if (!files.includes(file)) named.set(m[1]!, [...files, file].sort());
    }
    for (const m of text.matchAll(/new AppError\(\s*'([A-Z_]+)'/g)) kinds.add(m[1]!);
  }
  return { named, kinds };
}

describe('the error codes of 4xx answers', () => {
  const { named, kinds } = raisedCodes();

  it('are all in common/contracts/errors.ts, and each rule code is raised exactly where the list says', () => {
    for (const code of [...named.keys(), ...kinds]) expect(Object.keys(ERROR_CODES), `${code} is raised: add it to ERROR_CODES`).toContain(code);
    // The framework's own answers name their kind (server/lib/framework-errors.ts, error-handler.ts): not rule codes.
    const ruleCodes = Object.fromEntries([...named].filter(([code]) => code !== 'BAD_REQUEST'));
    expect(ruleCodes).toEqual(WHERE_RAISED);
  });

  it('leaves no code unused: every kind is thrown and every rule code raised', () => {
    const unused = Object.keys(ERROR_CODES).filter((code) => !kinds.has(code) && !named.has(code));
    expect(unused, 'codes in ERROR_CODES nothing raises: remove them or raise them').toEqual([]);
  });
});
