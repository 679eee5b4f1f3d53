import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaperConsentRequest } from '@common/contracts/guarantees';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

export type TRecordPaperConsentInput = { id: string } & TPaperConsentRequest;

/** POST /api/pawn-loans/{id}/guarantor-consent/paper: a signed paper consent, its scan and the reason. */
export function recordPaperConsent({ id, ...body }: TRecordPaperConsentInput): Promise<TPawnLoanListItem> {
  return apiJson<TPawnLoanListItem>('POST', `/api/pawn-loans/${encodeURIComponent(id)}/guarantor-consent/paper`, body);
}

export function useRecordPaperConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPaperConsent,
    onSuccess: (updated) => refreshApplicationQueries(queryClient, updated),
  });
}
