/**
 * API keys on the screens, the same for a company's keys and the platform's: what the list shows
 * of a key, and the create form's values turned into the create call's input.
 */
import {
  API_KEY_SCOPES,
  API_KEYS,
  PLATFORM_API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type CreatePlatformApiKeyInput,
  type PlatformApiKeyScope,
} from '@app/contracts';

import { formatDate, formatLastLogin } from '../format/dates';

/** Company keys (owners and admins, on the company host) or platform keys (super admins). */
export type ApiKeyKind = 'company' | 'platform';

/** A key as the list answers it: dates arrive as JSON strings. */
export interface ApiKey {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdBy: { id: string | null; name: string };
}

/** The create call's input for each kind of key. */
export type NewApiKey<K extends ApiKeyKind> = K extends 'company' ? CreateApiKeyInput : CreatePlatformApiKeyInput;

export type AnyApiKeyScope = ApiKeyScope | PlatformApiKeyScope;

/** The scopes a kind of key may be given; a platform key has only one, so its form offers no choice. */
export const SCOPES_OF: Record<ApiKeyKind, readonly AnyApiKeyScope[]> = {
  company: API_KEY_SCOPES,
  platform: PLATFORM_API_KEY_SCOPES,
};

export interface ApiKeyFormValues {
  name: string;
  scopes: string[];
  /** The last day the key works (YYYY-MM-DD, the date picker's value); '' for never. */
  expiresAt: string;
}

export const emptyApiKeyForm = (kind: ApiKeyKind): ApiKeyFormValues => ({
  name: '',
  // A single scope is the only choice there is: it is given without asking.
  scopes: SCOPES_OF[kind].length === 1 ? [...SCOPES_OF[kind]] : [],
  expiresAt: '',
});

/** The end of a day in the browser's zone: a key "expiring on" a day still works all that day. */
export function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 23, 59, 59, 999);
}

/** The first and last days the date picker offers: today, and the longest lifetime the server takes. */
export function expiryBounds(now: Date): { min: Date; max: Date } {
  const min = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // One day short of the limit: the end of the last day must still fall inside it.
  const max = new Date(min.getFullYear(), min.getMonth(), min.getDate() + API_KEYS.maxLifetimeDays - 1);
  return { min, max };
}

export function toCreateInput<K extends ApiKeyKind>(values: ApiKeyFormValues, kind: K): NewApiKey<K> {
  const input = {
    name: values.name,
    // Kept in the order the form lists them, however they were ticked.
    scopes: SCOPES_OF[kind].filter((scope) => values.scopes.includes(scope)),
    ...(values.expiresAt ? { expiresAt: endOfDay(values.expiresAt) } : {}),
  };
  // The scopes were filtered through this kind's own list just above.
  return input as NewApiKey<K>;
}

/** Where the server's field errors go: one message per scope index lands under the scope list. */
export const SERVER_FIELDS: Record<string, string> = Object.fromEntries(
  API_KEY_SCOPES.map((_, index) => [`scopes.${index}`, 'scopes']),
);

/** Whether a key's expiry has passed (it still lists until revoked, marked Expired). */
export const isExpired = (key: Pick<ApiKey, 'expiresAt'>, now: Date) =>
  key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now.getTime();

/** What a row says of a key's dates: expiry (null for never) and last use (null for never). */
export function keyDates(key: ApiKey, now: Date) {
  return {
    created: formatDate(key.createdAt),
    expires: key.expiresAt ? formatDate(key.expiresAt) : null,
    expired: isExpired(key, now),
    lastUsed: key.lastUsedAt ? formatLastLogin(key.lastUsedAt, now) : null,
  };
}

/** The prefix as lists show it, marked as the start of a longer secret: 'cpk_AbCd1234…'. */
export const shownPrefix = (prefix: string) => `${prefix}\u2026`;
