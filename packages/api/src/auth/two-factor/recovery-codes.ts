import { randomInt } from 'node:crypto';

import { TWO_FACTOR } from '@app/contracts';

import { keyedHash } from '../tokens';

/** Letters and digits that cannot be mistaken for one another when read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes, `xxxxx-xxxxx`, shown once; each signs in once when the phone is lost. */
export const newRecoveryCodes = () => Array.from({ length: TWO_FACTOR.recoveryCodes }, () => `${half()}-${half()}`);

/** Whether `text` is shaped like a recovery code (case, spaces and the dash do not matter). */
export const normalisedRecoveryCode = (text: string): string | null => {
  const plain = text.toLowerCase().replace(/[\s-]/g, '');
  return plain.length === 2 * HALF && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
};

/** Only keyed hashes are stored, bound to the account, so a stored list is useless elsewhere. */
export const recoveryCodeHash = (serverSecret: string, accountId: string, normalised: string) =>
  keyedHash(serverSecret, `recovery-code:${accountId}:${normalised}`);
