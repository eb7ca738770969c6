/**
 * Field rules shared by the lead, meeting and enquiry forms (docs/product/crm.md#leads, #meetings, #enquiries). On every
 * form a field left out means "leave as is" (update) or "use the default" (create); '' or null clears.
 */
import { z } from 'zod';

import { SORT_ORDERS } from '../../enums';
import { TEXT_LIMITS } from '../../limits';
import { MESSAGES } from '../../messages';
import {
  cursorSchema,
  dateOnlySchema,
  idParam,
  paginationInput,
  searchSchema,
  updatedSinceSchema,
  websiteSchema,
} from '../common';
import { multiLine, singleLine } from '../text';

const v = MESSAGES.validation;

export const CRM_RECORD_LIMITS = {
  textMax: 500,
  commentMax: 5000,
  /** numeric(14,2) holds up to this. */
  moneyMax: 999_999_999_999.99,
  meetingDurationMin: 5,
  meetingDurationMax: 24 * 60,
} as const;

/** '' and null become null (clear); undefined stays undefined (left out). */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.null(), z.literal(''), schema])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '' ? null : (value as z.output<T>)));

const limited = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: v.tooLong(max) });
export const clearableText = (max: number = CRM_RECORD_LIMITS.textMax) => clearable(singleLine(limited(max)));
export const clearableNotes = (max: number = CRM_RECORD_LIMITS.commentMax) => clearable(multiLine(limited(max)));
export const clearableEmail = clearable(
  singleLine(limited(TEXT_LIMITS.emailMax))
    .pipe(z.email({ error: v.emailInvalid }))
    .transform((e) => e.toLowerCase()),
);
export const clearableUrl = clearable(websiteSchema);
export const clearableDate = clearable(dateOnlySchema);
export const clearablePhone = clearable(
  singleLine(limited(TEXT_LIMITS.phoneMax)).regex(/^\+?[0-9][0-9 ()-]{4,}$/, {
    error: 'Please enter a valid phone number',
  }),
);

/** A money amount as a number or numeric text, 0 or more, two decimals at most. */
export const clearableMoney = (minMessage: string) =>
  clearable(
    z.coerce
      .number({ error: 'Must be a number' })
      .refine(Number.isFinite, { error: 'Must be a number' })
      .min(0, { error: minMessage })
      .max(CRM_RECORD_LIMITS.moneyMax, { error: `Must be at most ${CRM_RECORD_LIMITS.moneyMax}` })
      .transform((n) => Math.round(n * 100) / 100),
  );

/** One of a value list, with the message naming the choices. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of ${values.join(', ')}` });

/**
 * The CS person: a team member's id in `csPersonId`, or in `csPerson` either an id or a member's
 * name (REST clients know names). The server resolves and checks membership.
 */
export const csPersonFields = {
  csPersonId: clearable(idParam),
  csPerson: clearable(singleLine(limited(TEXT_LIMITS.personNameMax))),
};

/** An optional list filter: '' (an emptied select) means no filter. */
export const listFilter = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' || value === undefined ? undefined : (value as z.output<T>)));

export const listBase = {
  ...paginationInput,
  search: searchSchema,
  csPersonId: listFilter(idParam),
  order: z.enum(SORT_ORDERS).default('desc'),
  updatedSince: updatedSinceSchema,
  cursor: cursorSchema,
};

export const recordIdInput = z.object({ id: idParam });
export type RecordIdInput = z.infer<typeof recordIdInput>;
