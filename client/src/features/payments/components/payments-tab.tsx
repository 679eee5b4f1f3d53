import { useState } from 'react';
import { Plus } from 'lucide-react';
import { PAYMENT_TEXTS, type TPayableLoan, type TRecordPaymentResponse } from '@common/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PaymentStatTiles } from './payment-stat-tiles';
import { PaymentsQuickSearch } from './payments-quick-search';
import { RecentPayments } from './recent-payments';
import { RecordPaymentDialog } from './record-payment-dialog';

type TDialog = { opening: number; loan: TPayableLoan | null };

type TProps = {
  /** Told of each payment recorded here (the page offers the pledge's redemption once a loan is paid up). */
  onPaymentRecorded?: (payment: TRecordPaymentResponse) => void;
};

/** The dashboard's Payments tab (spec staff-area section 2). */
export function PaymentsTab({ onPaymentRecorded }: TProps) {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  // Each opening mounts a fresh dialog: a clean form and a new idempotency key.
  const open = (loan: TPayableLoan | null) => setDialog((d) => ({ opening: (d?.opening ?? 0) + 1, loan }));

  return (
    <div className="grid min-w-0 gap-6" data-testid="payments-tab">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <h3 className="text-lg leading-tight font-semibold tracking-tight">Payment Management</h3>
            <CardDescription>{PAYMENT_TEXTS.subtitle}</CardDescription>
          </div>
          <Button onClick={() => open(null)} data-testid="payments-record">
            <Plus aria-hidden="true" />
            Record Payment
          </Button>
        </CardHeader>
        <CardContent>
          <PaymentsQuickSearch onChoose={(loan) => open(loan)} />
        </CardContent>
      </Card>
      <PaymentStatTiles />
      <RecentPayments />
      {dialog && <RecordPaymentDialog key={dialog.opening} initialLoan={dialog.loan} onClose={() => setDialog(null)} onRecorded={onPaymentRecorded} />}
    </div>
  );
}
