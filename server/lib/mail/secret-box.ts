import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the app must read back (SMTP passwords) are sealed with AES-256-GCM under a key derived
// from the app secret: a copy of the table alone (a backup, a dump) does not reveal them, and a
// tampered value fails to open instead of being used.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key for one purpose; a different info string gives an unrelated key from the same app secret. */
export function deriveKey(appSecret: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), info, 32));
}

export type TSecretBox = { seal: (plaintext: string) => string; open: (sealed: string) => string };

export class SecretBoxError extends Error {}

/** info names the purpose (and is bound as associated data), e.g. 'pawnbook email-settings'. */
export function createSecretBox(appSecret: Buffer, info: string): TSecretBox {
  const key = deriveKey(appSecret, info);
  const aad = Buffer.from(info, 'utf8');
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new SecretBoxError('not a sealed value');
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed value is too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(aad);
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // Wrong key (APP_SECRET or the key file changed) or altered ciphertext: GCM refuses both.
        throw new SecretBoxError('sealed value cannot be opened with this key');
      }
    },
  };
}

export const EMAIL_SETTINGS_KEY_INFO = 'pawnbook email-settings';

export const emailPasswordBox = (appSecret: Buffer): TSecretBox => createSecretBox(appSecret, EMAIL_SETTINGS_KEY_INFO);
