import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Two-factor secrets are stored sealed (AES-256-GCM under a key derived from the server's
 * secret), so a copy of the database alone, a backup say, does not hand out every second factor.
 * `v1.` names the scheme, so the key or cipher can change later without guessing.
 */
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'two-factor', 'two-factor secret box', 32));

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The secret, or null for anything this server did not seal (another key, a damaged value). */
export function openSecret(serverSecret: string, stored: string): string | null {
  if (!stored.startsWith('v1.')) return null;
  const raw = Buffer.from(stored.slice(3), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
