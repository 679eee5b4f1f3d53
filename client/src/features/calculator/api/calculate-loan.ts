import { useMutation } from '@tanstack/react-query';
import type { TCalculatorRequest, TCalculatorResponse } from '@common/contracts/calculator';
import { apiJson } from '@/lib/api-client';

export function calculateLoan(body: TCalculatorRequest, signal?: AbortSignal): Promise<TCalculatorResponse> {
  return apiJson<TCalculatorResponse>('POST', '/api/calculator', body, signal);
}

type TCalculateLoanVariables = { request: TCalculatorRequest; signal?: AbortSignal };

/** A calculation is a POST the caller may abort when a newer one supersedes it. */
export function useCalculateLoan() {
  return useMutation({
    mutationFn: ({ request, signal }: TCalculateLoanVariables) => calculateLoan(request, signal),
  });
}
