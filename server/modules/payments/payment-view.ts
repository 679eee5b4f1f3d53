import type { TBorrowerPayment, TPayment } from '@common/contracts/payments';
import type { TPaymentViewRow } from './payments.repository';

// Both drivers may hand back timestamps as Date or as text; the wire always carries ISO strings.
const iso = (value: Date | string) => new Date(value).toISOString();

/** One payment as every staff answer shows it. */
export function toPayment(row: TPaymentViewRow): TPayment {
  return {
    id: row.id,
    loanApplicationId: row.loanApplicationId,
    applicationNumber: row.applicationNumber,
    borrowerName: row.borrowerName,
    borrowerEmail: row.borrowerEmail,
    paymentAmount: row.paymentAmount,
    latePaymentCharge: row.latePaymentCharge,
    totalAmount: row.totalAmount,
    paymentMethod: row.paymentMethod,
    paymentDate: iso(row.paymentDate),
    receiptNumber: row.receiptNumber,
    paymentReference: row.paymentReference,
    notes: row.notes,
    processedBy: row.processedBy,
    status: row.status,
    balanceAfter: row.balanceAfter,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The path a borrower opens their own receipt at. */
export const borrowerReceiptPath = (paymentId: string) => `/api/payments/${paymentId}/receipt`;

/** One of a borrower's own payments: what the profile's Payment History shows, nothing about staff. */
export function toBorrowerPayment(row: TPaymentViewRow): TBorrowerPayment {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    loanApplicationId: row.loanApplicationId,
    applicationNumber: row.applicationNumber,
    paymentAmount: row.paymentAmount,
    latePaymentCharge: row.latePaymentCharge,
    totalAmount: row.totalAmount,
    paymentMethod: row.paymentMethod,
    status: row.status,
    notes: row.notes,
    paymentDate: iso(row.paymentDate),
    balanceAfter: row.balanceAfter,
    receiptUrl: borrowerReceiptPath(row.id),
  };
}
