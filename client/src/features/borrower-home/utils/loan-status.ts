import type { TBadgeVariant } from '@/lib/user-display';

const STATUS: Record<string, { label: string; variant: TBadgeVariant }> = {
  submitted: { label: 'Submitted', variant: 'outline' },
  reviewed: { label: 'Under Review', variant: 'secondary' },
  approved: { label: 'Approved', variant: 'success' },
  active: { label: 'Active', variant: 'default' },
  completed: { label: 'Completed', variant: 'secondary' },
  rejected: { label: 'Rejected', variant: 'destructive' },
  defaulted: { label: 'Defaulted', variant: 'destructive' },
};

/** Label and badge style for an application status; unknown values are shown as they came. */
export function getLoanStatus(status: string): { label: string; variant: TBadgeVariant } {
  const known = STATUS[status];
  if (known) return known;
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : 'Unknown';
  return { label, variant: 'outline' };
}
