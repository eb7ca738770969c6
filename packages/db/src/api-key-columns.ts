import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An API key's columns, the same for a company's keys (tenant `api_keys`) and the platform's
 * (`platform_api_keys`); each table adds who created it, as a foreign key into its own accounts.
 *
 * Only a SHA-256 hash of the secret is kept: the secret is 32 random bytes, so a slow hash would
 * add nothing but time to every request. `prefix` is the secret's recognisable start, shown in
 * lists so a person can tell which key is which without the secret.
 */
export const apiKeyColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** API_KEY_SCOPES (company) or PLATFORM_API_KEY_SCOPES. */
  scopes: text('scopes').array().notNull(),
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  /** A copy of the creator's name, so the list still reads right once they are removed. */
  createdByName: text('created_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Written at most about once a minute per key, so a busy integration does not write on every call. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
