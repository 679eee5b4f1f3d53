import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFirstRunChecklist } from '@common/contracts/own-account';
import { apiJson } from '@/lib/api-client';

export const FIRST_RUN_PATH = '/api/auth/user/first-run';

export function getFirstRun(signal?: AbortSignal): Promise<TFirstRunChecklist> {
  return apiJson<TFirstRunChecklist>('GET', FIRST_RUN_PATH, undefined, signal);
}

export const firstRunQueryOptions = queryOptions({
  queryKey: [FIRST_RUN_PATH] as const,
  queryFn: ({ signal }) => getFirstRun(signal),
  // Its steps are done on other pages (profile, shop and e-mail settings): read again on every visit.
  staleTime: 0,
});

/** The owner's first-run checklist; pass enabled=false for anyone it cannot concern. */
export function useFirstRun({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...firstRunQueryOptions, enabled });
}

/** POST /api/auth/user/first-run/dismiss: put away for this account on every device. */
export function useDismissFirstRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TFirstRunChecklist>('POST', `${FIRST_RUN_PATH}/dismiss`),
    onSuccess: (checklist) => queryClient.setQueryData(firstRunQueryOptions.queryKey, checklist),
  });
}
