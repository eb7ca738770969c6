/**
 * A company's people and how they are organised: its users, departments and designations, and
 * each user's own list layouts. The other tenant tables reference `users` from here.
 */
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { listLayoutTable } from '../list-layouts';
import { twoFactorColumns } from '../two-factor-columns';
import { nameWords } from './search-words';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique within the company. */
    email: text('email').notNull().unique(),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    phone: text('phone'),
    avatarKey: text('avatar_key'),
    department: text('department'),
    designation: text('designation'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    passwordHash: text('password_hash'),
    ...twoFactorColumns(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The user turned the daily follow-up digest email off (user settings). */
    digestOptOut: boolean('digest_opt_out').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The portal dashboard's recent users read the newest rows; without it that read scans the team.
  // The global search finds team members by a misspelt name through their name's words (0021).
  (t) => [index('users_created_at_idx').on(t.createdAt), index('users_name_words_idx').using('gin', nameWords(t.name))],
);

const listEntry = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      name: text('name').notNull(),
      isDefault: boolean('is_default').notNull().default(false),
      isActive: boolean('is_active').notNull().default(true),
      position: integer('position').notNull().default(0),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_name_key`).on(sql`lower(${t.name})`)],
  );

export const departments = listEntry('departments');
export const designations = listEntry('designations');

/** Each user's own layouts of the lists they see (packages/api/src/kit/list-layouts). */
export const listLayouts = listLayoutTable('list_layouts', () => users.id);
