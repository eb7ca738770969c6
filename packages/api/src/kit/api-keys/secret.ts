import { createHash, randomBytes } from 'node:crypto';

import { API_KEYS, looksLikeApiKey } from '@app/contracts';

import type { RequestInfo } from '../../core/context';
import { bearerToken } from '../../auth/tokens';

/** A new key's whole secret: the kind's prefix, then 256 random bits. */
export const newSecret = (prefix: string) => prefix + randomBytes(API_KEYS.secretBytes).toString('base64url');

/** What is stored and looked up; the secret itself is never kept. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The part of a secret lists show. */
export const shownPart = (secret: string) => secret.slice(0, API_KEYS.shownLength);

/** Longer than any key we issue: such a header is not looked up at all. */
const MAX_PRESENTED = 128;

/**
 * The API key a request presents, from `X-API-Key` or as `Authorization: Bearer <key>`; undefined
 * when it presents a session token or nothing. A value too long to be ours is kept (and refused as
 * unknown) rather than mistaken for a session token.
 */
export function presentedKey(request: RequestInfo): string | undefined {
  const candidate = request.apiKey ?? bearerToken(request.authorization);
  if (candidate === undefined) return undefined;
  if (request.apiKey !== undefined || looksLikeApiKey(candidate)) return candidate.slice(0, MAX_PRESENTED + 1);
  return undefined;
}

export const isPresentable = (key: string) => key.length <= MAX_PRESENTED;
