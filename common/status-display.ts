/**
 * How a status should look, said without styles: each side maps a tone to its own classes (the
 * client in client/src/lib/status-tone.ts), so common/ stays free of Tailwind and React.
 */
export const STATUS_TONES = ['neutral', 'info', 'attention', 'success', 'emphasis', 'danger'] as const;
export type TStatusTone = (typeof STATUS_TONES)[number];

/** A status no table knows, readable as stored: "on_hold" -> "On hold"; an empty one reads "Unknown". */
export function humanizeStatus(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}
