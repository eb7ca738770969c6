/**
 * A company's timeline and notes, kept by super admins (docs/product/platform-admin.md#company-detail, #records, #validation, #rest-paths). Path
 * parameters are named `companyId` and `noteId` so REST paths map onto the inputs unchanged.
 */
import { z } from 'zod';

import { TIMELINE_ACTIONS } from '../enums';
import { uploadedFileSchema } from '../files';
import { TEXT_LIMITS, UPLOAD } from '../limits';
import { MESSAGES } from '../messages';
import { companyIdParam, idParam, requiredMultilineText } from './common';

export const TIMELINE_LIMITS = {
  defaultPageSize: 50,
  maxPageSize: 100,
  descriptionMax: 500,
  /** `details` as JSON text, in UTF-8 bytes. */
  detailsMaxBytes: 10 * 1024,
} as const;

export const NOTE_LIMITS = {
  /** Per request and per note: a note never holds more than one request can bring. */
  maxAttachments: UPLOAD.maxFilesPerRequest,
  fileNameMax: 255,
} as const;

/** A note's title: the first 50 characters of the content, with '...' when there is more. */
export function noteTitle(content: string): string {
  // By code points, so an emoji at the cut is never split into half a surrogate pair.
  const chars = Array.from(content);
  const max = TEXT_LIMITS.noteTitleChars;
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : content;
}

const jsonBytes = (value: unknown): number => {
  try {
    return new TextEncoder().encode(JSON.stringify(value)).byteLength;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

export const listTimelineInput = z.object({
  companyId: companyIdParam,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(TIMELINE_LIMITS.maxPageSize).default(TIMELINE_LIMITS.defaultPageSize),
  /** Only events strictly older than this instant (a cursor for "load more"). */
  before: z.coerce.date({ error: 'before must be a date' }).optional().describe('ISO 8601 date-time'),
});
export type ListTimelineInput = z.infer<typeof listTimelineInput>;

export const addTimelineEventInput = z.object({
  companyId: companyIdParam,
  action: z.enum(TIMELINE_ACTIONS, { error: MESSAGES.timeline.actionInvalid }),
  description: requiredMultilineText(MESSAGES.timeline.descriptionRequired, TIMELINE_LIMITS.descriptionMax),
  details: z
    .record(z.string(), z.unknown(), { error: MESSAGES.timeline.detailsInvalid })
    .refine((details) => jsonBytes(details) <= TIMELINE_LIMITS.detailsMaxBytes, {
      error: MESSAGES.timeline.detailsTooLarge,
    })
    .optional(),
});
export type AddTimelineEventInput = z.infer<typeof addTimelineEventInput>;

const noteContent = requiredMultilineText(MESSAGES.notes.contentRequired, TEXT_LIMITS.noteContentMax);

/** One file or several under the same field name (multipart repeats `attachments`). */
const attachmentFiles = z
  .union([z.array(uploadedFileSchema), uploadedFileSchema.transform((file) => [file])], {
    error: MESSAGES.notes.attachmentsInvalid,
  })
  .pipe(z.array(uploadedFileSchema).max(NOTE_LIMITS.maxAttachments, { error: MESSAGES.notes.tooManyAttachments }));

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** A list as a form may send it: JSON text, a bare id (a list of one), or repeated values. */
function readIdList(value: unknown): unknown {
  // An empty form field (alone or among repeated ones) stands for "no id", not for an invalid one.
  if (Array.isArray(value)) return value.filter((item) => !isBlank(item));
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (!text.startsWith('[')) return [text];
  try {
    return readIdList(JSON.parse(text));
  } catch {
    return value;
  }
}

/**
 * Ids of the attachments to keep. REST multipart sends the list as one JSON text field, so a
 * string is read as JSON ('[]' keeps none).
 */
const keptAttachmentIds = z.preprocess(
  readIdList,
  z.array(idParam, { error: MESSAGES.notes.existingAttachmentsInvalid }).max(1000),
);

export const listNotesInput = z.object({ companyId: companyIdParam });
export type ListNotesInput = z.infer<typeof listNotesInput>;

const ignoredTitle = z.unknown().optional().describe('Ignored: the title is always derived from the content');

/** A new note's fields, whoever keeps the note (company notes, lead notes). */
export const newNoteFields = {
  content: noteContent,
  title: ignoredTitle,
  attachments: attachmentFiles.optional(),
};

/** A note edit's fields, whoever keeps the note. */
export const noteEditFields = {
  noteId: idParam,
  /** Left out: the content stays as it is. */
  content: noteContent.optional(),
  title: ignoredTitle,
  /** Left out: every current attachment stays. Given: only these stay. */
  existingAttachments: keptAttachmentIds.optional(),
  /** New files, added to the kept ones. */
  attachments: attachmentFiles.optional(),
};

export const createNoteInput = z.object({ companyId: companyIdParam, ...newNoteFields });
export type CreateNoteInput = z.infer<typeof createNoteInput>;

export const updateNoteInput = z.object({ companyId: companyIdParam, ...noteEditFields });
export type UpdateNoteInput = z.infer<typeof updateNoteInput>;

export const noteIdInput = z.object({ companyId: companyIdParam, noteId: idParam });
export type NoteIdInput = z.infer<typeof noteIdInput>;
