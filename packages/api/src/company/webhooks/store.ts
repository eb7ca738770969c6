/**
 * A company's webhook endpoints in its schema, inside the request's transaction: list, create (the
 * signing secret exists in that answer only), change, delete. An endpoint's deliveries go with it.
 */
import { MESSAGES, WEBHOOKS, type CreateWebhookInput, type UpdateWebhookInput } from '@app/contracts';
import { count, desc, eq, sql, tenantTables, type Executor } from '@app/db';

import { AppError } from '../../core/errors';
import { newSigningSecret, sealSigningSecret } from './signing';

const { webhooks } = tenantTables;
type WebhookRow = typeof webhooks.$inferSelect;

const m = MESSAGES.webhooks;

/** An endpoint as the API answers it: never its secret. */
export const serializeWebhook = (row: WebhookRow) => ({
  id: row.id,
  url: row.url,
  events: row.events,
  isActive: row.isActive,
  createdAt: row.createdAt,
  /** Since when every delivery has failed; null while they succeed. */
  failingSince: row.failingSince,
  disabledAt: row.disabledAt,
  disabledReason: row.disabledReason,
  createdBy: { id: row.createdById, name: row.createdByName },
});
export type WebhookView = ReturnType<typeof serializeWebhook>;

export async function listWebhooks(db: Executor): Promise<WebhookView[]> {
  const rows = await db.select().from(webhooks).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
  return rows.map(serializeWebhook);
}

/** The endpoint, or 404 (also for another company's id: it is not in this schema). */
export async function findWebhook(db: Executor, id: string, lock = false): Promise<WebhookRow> {
  const query = db.select().from(webhooks).where(eq(webhooks.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

export async function createWebhook(
  db: Executor,
  serverSecret: string,
  creator: { id: string; name: string },
  input: CreateWebhookInput,
): Promise<{ webhook: WebhookView; secret: string }> {
  // Two creations at once must not both pass the count: they take turns on the company's endpoints.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.webhooks'))`);
  const [existing] = await db.select({ n: count() }).from(webhooks);
  if ((existing?.n ?? 0) >= WEBHOOKS.maxPerCompany) throw new AppError('CONFLICT', m.tooMany(WEBHOOKS.maxPerCompany));
  const secret = newSigningSecret();
  const [row] = await db
    .insert(webhooks)
    .values({
      url: input.url,
      events: input.events,
      secretSealed: sealSigningSecret(serverSecret, secret),
      createdById: creator.id,
      createdByName: creator.name,
    })
    .returning();
  return { webhook: serializeWebhook(row!), secret };
}

export async function updateWebhook(db: Executor, input: UpdateWebhookInput, now: Date): Promise<WebhookView> {
  const before = await findWebhook(db, input.id, true);
  const turnedOn = input.isActive === true && !before.isActive;
  const moved = input.url !== undefined && input.url !== before.url;
  const [row] = await db
    .update(webhooks)
    .set({
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      // Back on: it starts afresh, so old failures do not turn it off again at the next one.
      ...(turnedOn ? { failingSince: null, disabledAt: null, disabledReason: null } : {}),
      // A new address has not failed yet.
      ...(moved ? { failingSince: null } : {}),
      updatedAt: now,
    })
    .where(eq(webhooks.id, input.id))
    .returning();
  return serializeWebhook(row!);
}

export async function deleteWebhook(db: Executor, id: string): Promise<WebhookView> {
  const [row] = await db.delete(webhooks).where(eq(webhooks.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return serializeWebhook(row);
}
