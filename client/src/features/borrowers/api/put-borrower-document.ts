import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBorrowerDocumentRequest } from '@common/contracts/borrower-documents';
import type { TBorrowerSummary } from '@common/contracts/borrowers';
import { apiJson } from '@/lib/api-client';
import { borrowersRootKey } from './get-borrowers';

/**
 * PUT /api/admin/borrower-documents (Manage Documents): an upload put on the record as one of the
 * four documents, with the super admin's e-mail and password; the server checks both again.
 */
export function putBorrowerDocument(body: TBorrowerDocumentRequest): Promise<TBorrowerSummary> {
  return apiJson<TBorrowerSummary>('PUT', '/api/admin/borrower-documents', body);
}

export function usePutBorrowerDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putBorrowerDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowersRootKey }) });
}
