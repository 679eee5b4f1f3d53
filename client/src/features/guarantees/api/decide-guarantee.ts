import { useMutation } from '@tanstack/react-query';
import type { TGuaranteeDecisionRequest, TGuaranteeDecisionResponse } from '@common/contracts/guarantees';
import { apiJson } from '@/lib/api-client';

export type TDecideGuaranteeInput = { token: string } & TGuaranteeDecisionRequest;

/** POST /api/guarantee/{token}: accept (signature, ID, TRN photo) or decline; the link is then used up. */
export function decideGuarantee({ token, ...body }: TDecideGuaranteeInput): Promise<TGuaranteeDecisionResponse> {
  return apiJson<TGuaranteeDecisionResponse>('POST', `/api/guarantee/${encodeURIComponent(token)}`, body);
}

// The page shows the answer itself (the confirmation); the terms query is left as it was, so a
// reload asks the server and hears that the link is used.
export function useDecideGuarantee() {
  return useMutation({ mutationFn: decideGuarantee });
}
