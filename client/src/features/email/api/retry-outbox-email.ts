import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailOutboxItem } from '@common/contracts/email-outbox';
import { apiJson } from '@/lib/api-client';
import { EMAIL_OUTBOX_PATH, emailOutboxRootKey } from './get-email-outbox';

/** POST /api/admin/email-outbox/{id}/retry: the message goes back in line, due now. */
export function retryOutboxEmail(id: number): Promise<TEmailOutboxItem> {
  return apiJson<TEmailOutboxItem>('POST', `${EMAIL_OUTBOX_PATH}/${id}/retry`);
}

export function useRetryOutboxEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailOutboxRootKey }),
  });
}
