import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCounterPawnInput, TCounterPawnResponse } from '@common/contracts/counter';
import { apiJson } from '@/lib/api-client';

export const COUNTER_PAWNS_PATH = '/api/counter/pawns';

/** POST /api/counter/pawns: 201 active and ticketed, 202 reviewed (waits for an admin). */
export function createCounterPawn(body: TCounterPawnInput): Promise<TCounterPawnResponse> {
  return apiJson<TCounterPawnResponse>('POST', COUNTER_PAWNS_PATH, body);
}

export function useCreateCounterPawn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCounterPawn,
    // A pawn pays out of the drawer and adds a loan, a pledge and maybe a borrower: every list that
    // shows them reads again when next looked at.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
