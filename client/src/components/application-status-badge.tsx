import type { ComponentProps } from 'react';
import { applicationStatusLabel, applicationStatusTone } from '@common/application-status';
import { StatusBadge } from './status-badge';

type TProps = Omit<ComponentProps<'span'>, 'children'> & { status: string };

/** An application's status as every screen shows it: label and tone from common/application-status.ts. */
export function ApplicationStatusBadge({ status, ...props }: TProps) {
  return (
    <StatusBadge tone={applicationStatusTone(status)} data-testid="application-status" data-status={status} {...props}>
      {applicationStatusLabel(status)}
    </StatusBadge>
  );
}
