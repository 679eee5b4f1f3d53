export type TDownloadProgress = { received: number; total: number | null };

/**
 * Reads a file answer in chunks, reporting bytes as they arrive (a long backup shows progress,
 * not a frozen button), and the name from Content-Disposition.
 */
export async function readDownload(res: Response, fallbackName: string, onProgress?: (progress: TDownloadProgress) => void): Promise<{ blob: Blob; filename: string }> {
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!res.body || !onProgress) return { blob: await res.blob(), filename };
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type: 'application/json' }), filename };
}
