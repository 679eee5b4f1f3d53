import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';

/**
 * HEAD on a stored upload (/objects/...): its content type, so an ID document is previewed as an
 * image or offered as a PDF to open. The address says nothing; the store knows the detected type.
 */
export async function getObjectContentType(url: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { method: 'HEAD', credentials: 'include', ...(signal ? { signal } : {}) });
  await throwIfNotOk(res);
  return (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export const objectContentTypeQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['object-content-type', url] as const,
    queryFn: ({ signal }) => getObjectContentType(url, signal),
    // A stored upload never changes its bytes; a new document gets a new address.
    staleTime: Infinity,
  });

export function useObjectContentType(url: string | null) {
  return useQuery({ ...objectContentTypeQueryOptions(url ?? ''), enabled: url !== null });
}
