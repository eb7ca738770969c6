/**
 * Listing, creating and revoking keys, the same for a company's keys (in its schema, inside the
 * request's transaction) and the platform's (in `public`). The secret exists only in the answer
 * to the create call; what is stored is its hash and its first characters.
 */
import { API_KEYS, MESSAGES } from '@app/contracts';
import { and, count, desc, eq, gt, isNull, or, platformTables, type tenantTables, type Executor } from '@app/db';

import { AppError } from '../../core/errors';
import { hashSecret, newSecret, shownPart } from './secret';

/** Both tables have the same columns; the platform's differs only in whom `created_by_id` names. */
export type KeyTable = typeof tenantTables.apiKeys;
/** The platform's keys, read and written through the same column set as a company's. */
export const platformKeyTable = platformTables.platformApiKeys as unknown as KeyTable;
type KeyRow = KeyTable['$inferSelect'];

const m = MESSAGES.apiKeys;

/** A key as the API answers it: never its secret or hash. */
export const serializeApiKey = (row: KeyRow) => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: row.prefix,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  lastUsedAt: row.lastUsedAt,
  createdBy: { id: row.createdById, name: row.createdByName },
});
export type ApiKeyView = ReturnType<typeof serializeApiKey>;

export interface NewKey {
  name: string;
  scopes: string[];
  expiresAt?: Date;
}

/** The keys that still exist for their holders: not revoked (expired ones stay, marked by expiresAt). */
export async function listKeys(db: Executor, table: KeyTable): Promise<ApiKeyView[]> {
  const rows = await db.select().from(table).where(isNull(table.revokedAt)).orderBy(desc(table.createdAt));
  return rows.map(serializeApiKey);
}

const live = (table: KeyTable, now: Date) =>
  and(isNull(table.revokedAt), or(isNull(table.expiresAt), gt(table.expiresAt, now)));

export async function createKey(
  db: Executor,
  table: KeyTable,
  prefix: string,
  creator: { id: string; name: string },
  input: NewKey,
  now: Date,
): Promise<{ apiKey: ApiKeyView; secret: string }> {
  const [active] = await db.select({ n: count() }).from(table).where(live(table, now));
  if ((active?.n ?? 0) >= API_KEYS.maxActive) throw new AppError('CONFLICT', m.tooMany(API_KEYS.maxActive));
  const secret = newSecret(prefix);
  const [row] = await db
    .insert(table)
    .values({
      name: input.name,
      scopes: input.scopes,
      prefix: shownPart(secret),
      secretHash: hashSecret(secret),
      createdById: creator.id,
      createdByName: creator.name,
      expiresAt: input.expiresAt ?? null,
    })
    .returning();
  return { apiKey: serializeApiKey(row!), secret };
}

/** Revokes a key that is not revoked yet; 404 for an unknown or already revoked one. */
export async function revokeKey(db: Executor, table: KeyTable, id: string, now: Date): Promise<ApiKeyView> {
  const [row] = await db
    .update(table)
    .set({ revokedAt: now })
    .where(and(eq(table.id, id), isNull(table.revokedAt)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return serializeApiKey(row);
}
