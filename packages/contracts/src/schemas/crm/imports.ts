/**
 * CSV imports of brands, leads, meetings and enquiries (issue: data in). The upload arrives as a
 * stream (never whole in memory); the mapping, duplicates choice and commit mode come with the start.
 */
import { z } from 'zod';

import { MESSAGES } from '../../messages';
import { idParam } from '../common';
import { singleLine } from '../text';
import { listFilter, oneOf } from './record-fields';

const m = MESSAGES.crm.imports;

export const IMPORT_KINDS = ['brand', 'lead', 'meeting', 'enquiry'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** uploaded: waiting for mapping; cancelling: asked to stop, the run has not noticed yet. */
export const IMPORT_STATUSES = [
  'uploaded',
  'queued',
  'running',
  'cancelling',
  'completed',
  'failed',
  'cancelled',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_ACTIVE_STATUSES: readonly ImportStatus[] = ['queued', 'running', 'cancelling'];
export const IMPORT_FINISHED_STATUSES: readonly ImportStatus[] = ['completed', 'failed', 'cancelled'];

/** What to do with a row that matches an existing record or an earlier row of the file. */
export const IMPORT_DUPLICATE_MODES = ['skip', 'update', 'create'] as const;
export type ImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];

/** all: nothing is written unless every row is valid; valid: the valid rows are written, the rest reported. */
export const IMPORT_COMMIT_MODES = ['all', 'valid'] as const;
export type ImportCommitMode = (typeof IMPORT_COMMIT_MODES)[number];

export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

export const IMPORT_LIMITS = {
  maxFileBytes: 50 * 1024 * 1024,
  maxColumns: 200,
  headerMax: 200,
  /** Rows shown "as they will be stored" on the preview. */
  previewRows: 10,
  /** Row errors answered by preview and kept on the import; the CSV of failing rows has them all. */
  errorsShown: 200,
  historyMax: 50,
  /**
   * An upload never started is its uploader's alone: others do not see it in the history, and after
   * this long nobody does (an abandoned preview is not "not started" forever).
   */
  abandonedAfterMs: 24 * 60 * 60 * 1000,
  /** A completed import can be undone this long after it finished; its notes are kept as long. */
  revertWithinMs: 7 * 24 * 60 * 60 * 1000,
  /** Records kept (changed since the import) listed on the import; the count covers them all. */
  revertKeptShown: 100,
  /** A kept record is listed by its name as the undo found it, cut to this many characters. */
  revertKeptLabelMax: 120,
} as const;

/** Which way round a date such as 03/04/2026 is read: 3 April (day first) or 4 March (month first). */
export type ImportDateOrder = 'day-first' | 'month-first';

/**
 * How CSV cells are read as dates. The company has no locale setting, so a date whose day and month
 * could be either way round is read day first, as India and most of the world write it; one whose
 * first number cannot be a month (27/11/2026) or whose second cannot (11/27/2026) is read the only
 * way it can be. A time written without a zone is on the company's clock (its time zone).
 */
export const IMPORT_DATES = {
  order: 'day-first' as ImportDateOrder,
  /** Two-digit years (27/11/26) are of this century. */
  century: 2000,
  /**
   * Excel's day numbers (45988 = 27 Nov 2025) are read for these years only: a number outside
   * them (a year, a count) is a mistake, not a day of 1905.
   */
  serialYears: { from: 1970, to: 2199 },
} as const;

/** A file part the HTTP layer hands over unread; reading it yields the bytes and fails past the limit. */
export interface StreamedFile {
  kind: 'streamed-file';
  filename: string;
  mimeType: string;
  stream: AsyncIterable<Uint8Array>;
}

export const isStreamedFile = (value: unknown): value is StreamedFile =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'streamed-file' &&
  typeof (value as { stream?: { [Symbol.asyncIterator]?: unknown } }).stream?.[Symbol.asyncIterator] === 'function';

export const importKindSchema = oneOf(IMPORT_KINDS);

export const createImportInput = z.object({
  kind: importKindSchema,
  file: z.custom<StreamedFile>(isStreamedFile, { error: m.fileRequired }),
});
export type CreateImportInput = z.infer<typeof createImportInput>;

/** One target field per file column (same order as the headers); null leaves the column out. */
export const importMappingSchema = z
  .array(z.union([z.null(), z.literal('').transform(() => null), singleLine(z.string().trim().max(100))]))
  .max(IMPORT_LIMITS.maxColumns);

export const importIdInput = z.object({ id: idParam });

export const previewImportInput = z.object({
  id: idParam,
  /** Left out: the remembered or suggested mapping. */
  mapping: importMappingSchema.optional(),
});
export type PreviewImportInput = z.infer<typeof previewImportInput>;

export const startImportInput = z.object({
  id: idParam,
  mapping: importMappingSchema.optional(),
  duplicates: oneOf(IMPORT_DUPLICATE_MODES).default('skip'),
  commitMode: oneOf(IMPORT_COMMIT_MODES).default('all'),
});
export type StartImportInput = z.infer<typeof startImportInput>;

export const importHistoryInput = z.object({
  kind: listFilter(importKindSchema),
  limit: z.coerce.number().int().min(1).max(IMPORT_LIMITS.historyMax).default(20),
});
export type ImportHistoryInput = z.infer<typeof importHistoryInput>;
