/**
 * API keys (docs/decisions/0028-integrations.md): what a key may do (its scopes), the shape of its
 * secret, and the input to create one. Company keys are made by owners and admins on the company
 * host; platform keys by super admins on the admin host.
 */
import { z } from 'zod';

import { MESSAGES } from '../messages';
import { API_KEY_SCOPES, PLATFORM_API_KEY_SCOPES } from '../enums';
import { idParam, requiredText } from './common';

const m = MESSAGES.apiKeys;

export const API_KEYS = {
  /** Recognisable at a glance, and by secret scanners: company and platform keys. */
  companyPrefix: 'cpk_',
  platformPrefix: 'spk_',
  /** Random bytes after the prefix (base64url): 256 bits. */
  secretBytes: 32,
  /** How much of the secret lists show: the prefix and eight characters. */
  shownLength: 12,
  nameMax: 100,
  maxActive: 50,
  /** The longest a key may be asked to live; a key may also never expire. */
  maxLifetimeDays: 3650,
  /** Requests per key per minute unless API_KEY_RATE_LIMIT says otherwise. */
  defaultRatePerMinute: 600,
} as const;

const expiresAt = z.coerce
  .date({ error: m.expiryInvalid })
  .refine((date) => date.getTime() > Date.now(), { error: m.expiryInPast })
  .refine((date) => date.getTime() < Date.now() + API_KEYS.maxLifetimeDays * 86_400_000, {
    error: m.expiryTooFar(API_KEYS.maxLifetimeDays),
  });

const scopeList = <T extends readonly [string, ...string[]]>(scopes: T) =>
  z
    .array(z.enum(scopes, { error: m.scopeInvalid }), { error: m.scopesRequired })
    .min(1, { error: m.scopesRequired })
    .max(scopes.length)
    .transform((list) => [...new Set(list)]);

export const createApiKeyInput = z.object({
  name: requiredText(m.nameRequired, API_KEYS.nameMax),
  scopes: scopeList(API_KEY_SCOPES),
  expiresAt: expiresAt.optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const createPlatformApiKeyInput = z.object({
  name: requiredText(m.nameRequired, API_KEYS.nameMax),
  scopes: scopeList(PLATFORM_API_KEY_SCOPES).default(['platform']),
  expiresAt: expiresAt.optional(),
});
export type CreatePlatformApiKeyInput = z.infer<typeof createPlatformApiKeyInput>;

export const apiKeyIdInput = z.object({ id: idParam });

/** Whether a header value has the shape of one of our keys, before any lookup. */
export const looksLikeApiKey = (value: string) =>
  value.startsWith(API_KEYS.companyPrefix) || value.startsWith(API_KEYS.platformPrefix);

/** Idempotent writes: how long a key holds its first answer, and what a key may look like. */
export const IDEMPOTENCY = {
  lifetimeHours: 24,
  /**
   * On the admin host a key is reserved before its write runs; a reservation whose write never
   * finished (its process died) is free again after this long.
   */
  abandonedAfterMinutes: 5,
  keyMax: 255,
  /** Visible ASCII: what clients generate (UUIDs, hashes), and safe to store and show. */
  keyPattern: /^[\x21-\x7e]+$/,
} as const;
