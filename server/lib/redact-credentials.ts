// Settings and error texts are printed at start-up and shipped with the logs; a connection URL in
// them must not carry its password.

const QUERY_SECRET = /([?&;](?:[a-z_]*password|pass|pwd|[a-z_]*secret|[a-z_]*token|[a-z_]*key)=)[^&;\s]*/gi;

/**
 * One setting's value as it may be shown: the user-info part of anything URL-like ("scheme://user:
 * pass@host", "user:pass@host", even with a malformed scheme) and password-like query parameters
 * become ***. Greedy up to the last "@" on purpose: a password may itself hold "/", ":" or "@".
 */
export function redactSettingValue(value: string): string {
  return value.replace(/^(.*?:\/\/)?.*@/s, '$1***@').replace(QUERY_SECRET, '$1***');
}

/** Free text (an error message) with URLs in it: each URL's user-info and password-like query parameters become ***. */
export function redactUrlCredentials(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@').replace(QUERY_SECRET, '$1***');
}
