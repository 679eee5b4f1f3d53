/** A report's address with its query, e.g. /api/reports/income?from=...&to=...&format=csv. */
export function reportUrl(path: string, params: Record<string, string>, format?: 'csv' | 'pdf'): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  if (format) query.set('format', format);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
