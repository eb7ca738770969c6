import { z } from 'zod';

import { MESSAGES } from '../messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SUBDOMAIN, TEXT_LIMITS } from '../limits';
import { SORT_ORDERS } from '../enums';
import { multiLine, singleLine } from './text';

const v = MESSAGES.validation;

type LineRule = (schema: z.ZodString) => z.ZodString;

/** Trimmed string; empty after trimming counts as missing, with the given message. */
const required = (rule: LineRule) => (message: string, max: number) =>
  rule(z.string({ error: message }).trim())
    .min(1, { error: message })
    .max(max, { error: v.tooLong(max) });

const optional = (rule: LineRule) => (max: number) =>
  rule(z.string().trim())
    .max(max, { error: v.tooLong(max) })
    .optional()
    .transform((value) => (value ? value : undefined));

export const requiredText = required(singleLine);
export const optionalText = optional(singleLine);
/** Multi-line text (notes, descriptions): tab and line breaks allowed. */
export const requiredMultilineText = required(multiLine);
export const optionalMultilineText = optional(multiLine);

export const emailSchema = (requiredMessage: string = v.emailRequired) =>
  singleLine(z.string({ error: requiredMessage }).trim())
    .min(1, { error: requiredMessage })
    .max(TEXT_LIMITS.emailMax, { error: v.tooLong(TEXT_LIMITS.emailMax) })
    .pipe(z.email({ error: v.emailInvalid }))
    .transform((email) => email.toLowerCase());

const SUBDOMAIN_PATTERN = /^[a-z0-9-]{3,63}$/;

/** Subdomain as typed: forced to lower case, 3-63 of [a-z0-9-], not starting or ending with a hyphen. */
export const subdomainSchema = z
  .string({ error: v.subdomainRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: v.subdomainRequired })
  .regex(SUBDOMAIN_PATTERN, { error: v.subdomainFormat })
  .refine((s) => !s.startsWith('-') && !s.endsWith('-'), { error: v.subdomainEdges })
  .refine((s) => !(SUBDOMAIN.reserved as readonly string[]).includes(s), { error: v.subdomainReserved });

/** `#RRGGBB`, stored upper-cased (docs/product/platform-admin.md#validation). */
export const themeColorSchema = z
  .string({ error: v.themeColorRequired })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: v.themeColorInvalid })
  .transform((c) => c.toUpperCase());

/** A calendar date `YYYY-MM-DD` (a full ISO timestamp is accepted and cut to its date). */
export const dateOnlySchema = singleLine(z.string().trim())
  .transform((s) => s.slice(0, 10))
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), {
    error: v.dateInvalid,
  });

/** Empty string or null clears an optional date. */
export const optionalDateSchema = z
  .union([z.literal(''), z.null(), dateOnlySchema])
  .optional()
  .transform((value) => (value === '' ? null : value));

export const websiteSchema = singleLine(z.string().trim())
  .max(TEXT_LIMITS.websiteMax, { error: v.tooLong(TEXT_LIMITS.websiteMax) })
  .refine(
    (s) => {
      if (s === '') return true;
      try {
        const url = new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`);
        return url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { error: v.websiteInvalid },
  );

export const idParam = z.uuid({ error: 'Invalid id' });
/** A required reference to another record: `message` when blank, 'Invalid id' when not an id. */
export const requiredId = (message: string) =>
  singleLine(z.string({ error: message }).trim())
    .min(1, { error: message })
    .pipe(idParam);
export const companyIdParam = z.coerce
  .number({ error: 'Invalid company id' })
  .int({ error: 'Invalid company id' })
  .positive({ error: 'Invalid company id' })
  .max(2 ** 31 - 1, { error: 'Invalid company id' });

export const paginationInput = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const sortOrderSchema = z.enum(SORT_ORDERS).default('desc');

/** Multipart forms send every value as text, so flags accept "true"/"false" as well as booleans. */
export const formFlag = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')], { error: message });

/**
 * Only records changed at or after this instant (ISO 8601 with an offset): an integration's
 * incremental read of a list (docs/rest-guide.md, "Keeping a copy in sync").
 */
const isoDateTime = z.iso.datetime({ offset: true });
export const updatedSinceSchema = singleLine(z.string())
  .transform((value, ctx) => {
    if (value === '') return undefined;
    if (isoDateTime.safeParse(value).success) return new Date(value);
    ctx.addIssue({ code: 'custom', message: MESSAGES.changes.updatedSinceInvalid });
    return z.NEVER;
  })
  .optional();

/**
 * Where the next page of a list starts: the `nextCursor` a list returned, sent back unchanged
 * (docs/rest-guide.md, "Paging with a cursor"). Its content is the server's to read.
 */
export const LIST_CURSOR_MAX = 8192;
export const cursorSchema = singleLine(z.string())
  .max(LIST_CURSOR_MAX, { error: MESSAGES.cursor.invalid })
  .regex(/^[A-Za-z0-9_-]*$/, { error: MESSAGES.cursor.invalid })
  .transform((value) => value || undefined)
  .optional();

export const searchSchema = singleLine(z.string().trim()).max(TEXT_LIMITS.searchMax).optional();

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}
