import { existsSync } from 'node:fs';

/** Debian's Chromium (DESIGN section 11); CHROMIUM_PATH overrides it on other machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function isChromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function isCi(): boolean {
  return process.env.CI === 'true';
}

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium was not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`;
