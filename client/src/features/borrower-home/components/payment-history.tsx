import { LoadError } from '@/components/load-error';
import { usePaymentHistory } from '../api/get-payment-history';
import { PaymentHistoryItem } from './payment-history-item';

/** Payment History: every payment on the borrower's own loans, newest first, each with its PDF receipt. */
export function PaymentHistory() {
  const history = usePaymentHistory();

  let body;
  if (history.isPending) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your payments...
      </p>
    );
  } else if (history.isError) {
    body = (
      <LoadError message="We could not load your payment history." onRetry={() => void history.refetch()} />
    );
  } else if (history.data.payments.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground" data-testid="borrower-payments-empty">
        No payments yet. Each payment you make appears here with its receipt.
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-3" aria-label="Your payments, newest first">
        {history.data.payments.map((p) => (
          <li key={p.id}>
            <PaymentHistoryItem payment={p} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="payment-history-title" className="grid gap-4" data-testid="borrower-payment-history">
      <h2 id="payment-history-title" className="text-xl font-semibold">
        Payment History
      </h2>
      {body}
    </section>
  );
}
