// The payments module's public surface: recording payments and their receipts (PDF and e-mail) on
// top of the loans module's ledger. The borrower's own views (borrower-home) read receipts here.
export { RECEIPT_RENDER_KIND, renderPaymentReceipt, renderPaymentReceiptOf } from './payment-receipt.pdf';
export { toBorrowerPayment } from './payment-view';
export { findBorrowerPaymentView, listPaymentViewsForBorrower } from './payments.repository';
export { registerPaymentRoutes } from './payments.routes';
export { clockOf, paymentIdOf, recordPayment, type TAfterPayment } from './payments.service';
export { sendReceipt } from './receipt-reply';
