import { useMutation } from '@tanstack/react-query';
import type { TTestEmailSettingResponse } from '@common/contracts/email-settings';
import { apiJson } from '@/lib/api-client';
import { EMAIL_SETTINGS_PATH } from './get-email-settings';

export type TTestEmailSettingInput = { id: number; testEmail: string };

/**
 * POST /api/admin/email-settings/{id}/test: sent at once with the stored settings, not through
 * the outbox, so nothing cached changes and nothing is invalidated.
 */
export function testEmailSetting({ id, testEmail }: TTestEmailSettingInput): Promise<TTestEmailSettingResponse> {
  return apiJson<TTestEmailSettingResponse>('POST', `${EMAIL_SETTINGS_PATH}/${id}/test`, { testEmail });
}

export function useTestEmailSetting() {
  return useMutation({ mutationFn: testEmailSetting });
}
