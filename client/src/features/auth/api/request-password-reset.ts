import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest, TForgotPasswordResponse } from '@common/contracts/account-recovery';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/forgot-password: 202 with the same words whether or not the address has an account. */
export function requestPasswordReset(body: TForgotPasswordRequest): Promise<TForgotPasswordResponse> {
  return apiJson<TForgotPasswordResponse>('POST', '/api/auth/forgot-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
