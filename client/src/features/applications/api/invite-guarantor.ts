import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuarantorInvitationResponse } from '@common/contracts/guarantees';
import { apiJson } from '@/lib/api-client';
import { refreshApplicationQueries } from '../utils/refresh-application-queries';

/** POST /api/pawn-loans/{id}/guarantor-invitation: e-mails the guarantor a new personal link (the older one stops working). */
export function inviteGuarantor({ id }: { id: string }): Promise<TGuarantorInvitationResponse> {
  return apiJson<TGuarantorInvitationResponse>('POST', `/api/pawn-loans/${encodeURIComponent(id)}/guarantor-invitation`);
}

export function useInviteGuarantor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteGuarantor,
    // The answer is not the application: the list and the open dialog (under the list's key) refetch it.
    onSuccess: () => refreshApplicationQueries(queryClient),
  });
}
