/**
 * CSV imports (brands, leads, meetings, enquiries): one row per upload, the uploaded file itself in
 * chunks, and the column mapping remembered per set of headers.
 *
 * - The file is kept in PostgreSQL (import_file_chunks, about 1 MB a row) rather than in file
 *   storage: it is written in the upload's own transaction, read back as a stream by whichever
 *   server runs the job, and goes with its import row. The failing rows' CSV is kept the same way
 *   (part 'failures') for the summary's download; the source chunks are dropped when a run ends.
 * - Progress (rows_done, counts, status) is written by the running job outside the import's own
 *   transaction, so the screen can poll it while the rows are still uncommitted. `heartbeat_at`
 *   tells a live run from one whose server stopped.
 * - Mappings are `(field key | null)[]` aligned with `headers`.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export type ImportMapping = (string | null)[];

export interface ImportRowError {
  /** 1-based line of the data row (the header is line 1). */
  line: number;
  field: string;
  message: string;
}

/** An import's undoing (crm/imports/revert), kept on the import beside its run's summary. */
export interface ImportRevert {
  /** queued | running | completed | failed */
  status: string;
  by: string | null;
  requestedAt: string;
  finishedAt?: string;
  /** Records looked at so far, of `total`. */
  done: number;
  total: number;
  deleted: number;
  restored: number;
  /** Records left as they are because they changed since the import, first ones with the reason. */
  kept: number;
  /**
   * `label` is the record's name when the undo ran (a lead's client, a brand's name, a meeting's
   * title, an enquiry's title or requirement), so it still reads once the record is gone; undos
   * made before names were kept have none.
   */
  keptRecords: { id: string; reason: string; label?: string }[];
  failure?: string;
}

export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** brand | lead | meeting | enquiry */
    kind: text('kind').notNull(),
    /** uploaded | queued | running | cancelling | completed | failed | cancelled */
    status: text('status').notNull().default('uploaded'),
    fileName: text('file_name').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    /** utf-8 | windows-1252 */
    encoding: text('encoding').notNull(),
    delimiter: text('delimiter').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default([]),
    /** skip | update | create */
    duplicates: text('duplicates').notNull().default('skip'),
    /** all (nothing written unless every row is valid) | valid (valid rows only) */
    commitMode: text('commit_mode').notNull().default('all'),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The first row errors of the run, for the summary; the full list is the failures CSV. */
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    /** Why a run failed as a whole. */
    failure: text('failure'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Null until someone asks to undo the import. */
    revert: jsonb('revert').$type<ImportRevert>(),
  },
  (t) => [index('imports_created_at_idx').on(t.createdAt), index('imports_status_idx').on(t.status)],
);

/**
 * What a completed import wrote, so it can be undone: each record it created, and each one it
 * updated with the whole row as it was before (`previous`). `written_at` is the import
 * transaction's clock, which is also the `updated_at` it left on the record: a later value means
 * someone changed the record since, and the undoing leaves it alone.
 *
 * No foreign key to the import: its key check would lock the import's row for the whole run, and
 * the run's progress reports (which write that row beside the run) would wait for its end. The
 * notes go when the import can no longer be undone (crm/imports/prune.ts).
 */
export const importChanges = pgTable(
  'import_changes',
  {
    importId: uuid('import_id').notNull(),
    recordId: uuid('record_id').notNull(),
    /** created | updated */
    action: text('action').notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.recordId] })],
);

export const importFileChunks = pgTable(
  'import_file_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** source (the upload) | failures (the failing rows with their reasons) */
    part: text('part').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.part, t.seq] })],
);

export const importMappings = pgTable(
  'import_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The file's headers, trimmed and lower-cased, joined by a newline. */
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_kind_header_key').on(t.kind, sql`md5(${t.headerKey})`)],
);
