import { jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A person's layout of one list (columns, widths, density), the same table for super admins
 * (platform) and company users (tenant): one row per person and list, gone with the person.
 * The layout's shape is checked by listLayoutSchema in @app/contracts before it is stored.
 */
export const listLayoutTable = (name: string, person: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      personId: uuid('person_id').notNull().references(person, { onDelete: 'cascade' }),
      list: text('list').notNull(),
      layout: jsonb('layout').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.personId, t.list] })],
  );
export type ListLayoutTable = ReturnType<typeof listLayoutTable>;
