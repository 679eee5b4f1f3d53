/** Whether a page of pageOrigin with this Content-Security-Policy may send a request to url (connect-src). */
export function cspAllowsConnect(csp: string, pageOrigin: string, url: string): boolean {
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
  const sources = directives.get('connect-src') ?? directives.get('default-src') ?? [];
  const target = new URL(url, pageOrigin).origin;
  return sources.some((source) => (source === "'self'" ? target === pageOrigin : source === target));
}
