import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailOutboxPassResponse } from '@common/contracts/email-outbox';
import { apiJson } from '@/lib/api-client';
import { EMAIL_OUTBOX_PATH, emailOutboxRootKey } from './get-email-outbox';

/** POST /api/admin/email-outbox/send-now: one worker pass now instead of at its next tick. */
export function sendOutboxNow(): Promise<TEmailOutboxPassResponse> {
  return apiJson<TEmailOutboxPassResponse>('POST', `${EMAIL_OUTBOX_PATH}/send-now`);
}

export function useSendOutboxNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOutboxNow,
    // Also after a failure: the pass may have sent some messages before it stopped.
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailOutboxRootKey }),
  });
}
