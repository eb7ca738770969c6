/**
 * An API key as the caller of a procedure: found by its secret's hash among the host's keys (a
 * company's in its schema, the platform's in `public`), live, allowed by its scopes for this call,
 * and within its rate limit. Read on every request, so a revocation takes effect at once on every
 * server.
 */
import { API_KEYS, MESSAGES, type UserRole } from '@app/contracts';
import { and, eq, isNull, lt, or, sql, tenantTables, type Executor } from '@app/db';

import { countHit } from '../../auth/rate-limit';
import type { Context } from '../../core/context';
import { AppError } from '../../core/errors';
import { hashSecret, isPresentable } from './secret';
import { platformKeyTable, type KeyTable } from './store';
import { companyScopeFor, platformScopeFor, type Call } from './scopes';

const { apiKeys } = tenantTables;
const m = MESSAGES.apiKeys;

/** A company key acting on its company's host: an admin's rights, narrowed by its scopes. */
export interface ApiKeyActor {
  kind: 'api_key';
  /** The key's id (what the security log records); never a user id. */
  id: string;
  /** "API key <name>", as every record of who acted shows it. */
  name: string;
  role: UserRole;
  scopes: readonly string[];
}

/** A platform key acting on the admin host, within scope `platform`. */
export interface PlatformKeyActor {
  kind: 'api_key';
  id: string;
  name: string;
  scopes: readonly string[];
}

/** The role a company key acts with: never an owner's, so owner-only changes stay with the owner. */
const KEY_ROLE: UserRole = 'admin';

/** Last use is written at most once a minute per key, so a busy integration does not write on every call. */
const LAST_USE_EVERY = sql`interval '1 minute'`;

async function liveKey(db: Executor, table: KeyTable, secret: string, now: Date) {
  if (!isPresentable(secret)) throw new AppError('UNAUTHORIZED', m.unknownKey);
  const [key] = await db
    .select()
    .from(table)
    .where(eq(table.secretHash, hashSecret(secret)))
    .limit(1);
  if (!key) throw new AppError('UNAUTHORIZED', m.unknownKey);
  if (key.revokedAt) throw new AppError('UNAUTHORIZED', m.revokedKey);
  if (key.expiresAt && key.expiresAt <= now) throw new AppError('UNAUTHORIZED', m.expiredKey);
  return key;
}

/**
 * Counts a request presenting `secret` against that key's limit and says so in the RateLimit
 * headers of the answer, whatever it turns out to be. Counted on the pool, so refused and failed
 * requests count too, and before the request takes its transaction's connection: counting from
 * inside one would need a second connection per request, and a burst as large as the pool would
 * wait on itself. The counter is named by the secret's hash, known before the key is looked up.
 */
export async function countKeyRequest(ctx: Context, secret: string) {
  const max = ctx.deps.config.apiKeyRatePerMinute ?? API_KEYS.defaultRatePerMinute;
  const now = ctx.deps.now();
  const counter = `api-key:${hashSecret(secret)}`;
  const { hits, resetAt } = await countHit(ctx.deps.db, counter, { max, windowMs: 60_000 }, now);
  const resetSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  ctx.setHeader?.('RateLimit-Limit', String(max));
  ctx.setHeader?.('RateLimit-Remaining', String(Math.max(0, max - hits)));
  ctx.setHeader?.('RateLimit-Reset', String(resetSeconds));
  if (hits > max) {
    ctx.setHeader?.('Retry-After', String(resetSeconds));
    throw new AppError('TOO_MANY_REQUESTS', m.tooManyRequests);
  }
}

function requireScope(scopes: readonly string[], needed: string | null) {
  if (needed === null) throw new AppError('FORBIDDEN', m.personOnly);
  if (!scopes.includes(needed)) throw new AppError('FORBIDDEN', m.missingScope(needed));
}

async function noteUse(db: Executor, table: KeyTable, id: string) {
  await db
    .update(table)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(table.id, id), or(isNull(table.lastUsedAt), lt(table.lastUsedAt, sql`now() - ${LAST_USE_EVERY}`))));
}

/**
 * The company key `secret` for `call`, read in the request's transaction on the company's schema.
 * Its request was counted before the transaction (countKeyRequest).
 */
export async function companyKeyActor(ctx: Context, tx: Executor, secret: string, call: Call): Promise<ApiKeyActor> {
  if (secret.startsWith(API_KEYS.platformPrefix)) throw new AppError('UNAUTHORIZED', m.platformKeyOnCompanyHost);
  const key = await liveKey(tx, apiKeys, secret, ctx.deps.now());
  requireScope(key.scopes, companyScopeFor(call));
  await noteUse(tx, apiKeys, key.id);
  return { kind: 'api_key', id: key.id, name: m.actorLabel(key.name), role: KEY_ROLE, scopes: key.scopes };
}

/** The platform key `secret` for `call` on the admin host. */
export async function platformKeyActor(ctx: Context, secret: string, call: Call): Promise<PlatformKeyActor> {
  if (secret.startsWith(API_KEYS.companyPrefix)) throw new AppError('UNAUTHORIZED', m.companyKeyOnAdminHost);
  const table = platformKeyTable;
  // No transaction is held here: the admin host's procedures open their own.
  await countKeyRequest(ctx, secret);
  const key = await liveKey(ctx.deps.db, table, secret, ctx.deps.now());
  requireScope(key.scopes, platformScopeFor(call));
  await noteUse(ctx.deps.db, table, key.id);
  return { kind: 'api_key', id: key.id, name: m.actorLabel(key.name), scopes: key.scopes };
}
