import { describe, expect, it } from 'vitest';
import { renewalCharges, splitRenewalPayment } from './renewal-charges';

// The worked example of docs/operations.md "Renewing a pledge": J$10,000.00 at 20% over 4 weeks,
// four instalments of J$3,000.00 (J$500.00 interest each), due 8, 15, 22 and 29 January.
const instalments = ['2026-01-08', '2026-01-15', '2026-01-22', '2026-01-29'].map((dueDate) => ({ amountCents: 300_000, interestCents: 50_000, dueDate }));
const loan = { instalments, principalCents: 1_000_000 };

describe('renewalCharges', () => {
  it('nothing paid on 16 January: two instalments of interest and two late fees', () => {
    const charges = renewalCharges({ ...loan, paidCents: 0, lateFeesOutstandingCents: 120_000, today: '2026-01-16' });
    expect(charges).toEqual({ interestDueCents: 100_000, lateFeesDueCents: 120_000, minimumCents: 220_000, interestPaidCents: 0, principalRemainingCents: 1_000_000 });
    expect(splitRenewalPayment(charges, 220_000)).toEqual({ lateChargeCents: 120_000, loanPartCents: 100_000, newPrincipalCents: 1_000_000 });
  });

  it('the first instalment paid on time: its interest is paid, its principal repaid; extra money reduces the principal', () => {
    const charges = renewalCharges({ ...loan, paidCents: 300_000, lateFeesOutstandingCents: 60_000, today: '2026-01-16' });
    expect(charges).toMatchObject({ interestDueCents: 50_000, minimumCents: 110_000, interestPaidCents: 50_000, principalRemainingCents: 750_000 });
    expect(splitRenewalPayment(charges, 210_000)).toEqual({ lateChargeCents: 60_000, loanPartCents: 150_000, newPrincipalCents: 650_000 });
  });

  it('an instalment falling due today counts; a part payment is split as the ledger pours it (interest in proportion)', () => {
    const charges = renewalCharges({ ...loan, paidCents: 40_000, lateFeesOutstandingCents: 0, today: '2026-01-08' });
    // J$400.00 into an instalment of J$3,000.00 that carries J$500.00 of interest: J$66.67 of interest.
    expect(charges).toMatchObject({ interestDueCents: 43_333, interestPaidCents: 6_667, principalRemainingCents: 966_667 });
  });

  it('paid ahead: no interest is due and the prepaid interest stays paid', () => {
    const charges = renewalCharges({ ...loan, paidCents: 600_000, lateFeesOutstandingCents: 0, today: '2026-01-10' });
    expect(charges).toMatchObject({ interestDueCents: 0, minimumCents: 0, interestPaidCents: 100_000, principalRemainingCents: 500_000 });
  });
});
