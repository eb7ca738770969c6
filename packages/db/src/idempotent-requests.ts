import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a write sent with an Idempotency-Key, per caller (`user:<id>`,
 * `super_admin:<id>` or `api_key:<id>`): a company's in its schema (`idempotent_requests`), the
 * admin host's in `platform_idempotent_requests`. Pruned after a day.
 */
export const idempotentRequestTable = (name: string) =>
  pgTable(
    name,
    {
      caller: text('caller').notNull(),
      key: text('key').notNull(),
      /** SHA-256 of the request's method, path and input: the same key with another body is refused. */
      requestHash: text('request_hash').notNull(),
      /** The answer, sent again as it was. Null while the first write runs. */
      answer: jsonb('answer'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.caller, t.key] }), index(`${name}_created_at_idx`).on(t.createdAt)],
  );
