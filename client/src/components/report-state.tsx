import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { readErrorMessage } from '@/lib/api-client';

/** A report while it loads, when it failed (with Retry), and once it is there. */
export function ReportState<T>({ query, testId, children }: { query: UseQueryResult<T>; testId: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton className="h-48" data-testid={`${testId}-loading`} />;
  if (query.isError) return <LoadError message={readErrorMessage(query.error) ?? 'We could not load this report.'} onRetry={() => void query.refetch()} testId={`${testId}-error`} />;
  return <div className="grid min-w-0 gap-4">{children(query.data)}</div>;
}
