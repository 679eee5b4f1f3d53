import type { ComponentProps } from 'react';
import { paymentStatusLabel, paymentStatusTone } from '@common/payment-status';
import { StatusBadge } from './status-badge';

type TProps = Omit<ComponentProps<'span'>, 'children'> & { status: string };

/** A payment's status: green completed, yellow pending, red otherwise (common/payment-status.ts). */
export function PaymentStatusBadge({ status, ...props }: TProps) {
  return (
    <StatusBadge tone={paymentStatusTone(status)} data-testid="payment-status" data-status={status} {...props}>
      {paymentStatusLabel(status)}
    </StatusBadge>
  );
}
