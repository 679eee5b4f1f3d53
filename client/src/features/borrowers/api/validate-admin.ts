import { useMutation } from '@tanstack/react-query';
import type { TValidateAdminResponse } from '@common/contracts/credentials';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/validate-admin: a super admin's e-mail and password, checked before Manage Documents goes on (401 if wrong). */
export function validateAdmin(credentials: { email: string; password: string }): Promise<TValidateAdminResponse> {
  return apiJson<TValidateAdminResponse>('POST', '/api/auth/validate-admin', credentials);
}

export function useValidateAdmin() {
  return useMutation({ mutationFn: validateAdmin });
}
