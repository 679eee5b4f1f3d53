// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZBorrowerLoan } from '@common/contracts/dashboard';
import { renderUi } from '@/test/render-ui';
import { LoanCard } from './loan-card';

describe("LoanCard (the borrower's own loan)", () => {
  it('names the status with the same word staff see', () => {
    const loan = ZBorrowerLoan.parse({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      applicationNumber: 'PL-2025-000042',
      status: 'reviewed',
      loanAmount: '10000.00',
      interestRate: '20',
      termWeeks: 4,
      weeklyInstalment: '3000.00',
      totalAmount: '12000.00',
      lateFee: 'J$600.00 per late payment (20% of one weekly payment of J$3,000.00)',
      agreementDate: '2025-03-03T05:00:00.000Z',
      endingOn: '2025-03-31T05:00:00.000Z',
      createdAt: '2025-03-03T15:00:00.000Z',
    });
    renderUi(<LoanCard loan={loan} />);
    expect(screen.getByTestId('borrower-loan-status').textContent).toBe('Reviewed');
    expect(screen.getByText('J$600.00 per late payment (20% of one weekly payment of J$3,000.00)')).toBeTruthy();
  });
});
