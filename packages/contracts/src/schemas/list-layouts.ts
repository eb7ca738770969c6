/**
 * A person's layout of one list, kept on the server so it follows them between browsers: the
 * columns they see (in order, with the widths they dragged) and the row density. Columns the
 * layout does not name are hidden; a layout naming a column the list no longer has is read
 * without it, so column ids are only checked for shape here.
 */
import { z } from 'zod';

import { MESSAGES } from '../messages';

const t = MESSAGES.listLayouts;

/** The lists a person can shape, in both portals. */
export const LAYOUT_LISTS = [
  'leads',
  'meetings',
  'enquiries',
  'brands',
  'companyTeam',
  'companies',
  'superAdmins',
  'companyUsers',
] as const;
export type LayoutList = (typeof LAYOUT_LISTS)[number];

export const LIST_DENSITIES = ['compact', 'comfortable'] as const;
export type ListDensity = (typeof LIST_DENSITIES)[number];

export const LIST_LAYOUT_LIMITS = { columns: 80, columnId: 64, minWidth: 60, maxWidth: 1000 } as const;
const L = LIST_LAYOUT_LIMITS;

const layoutColumn = z
  .object({
    id: z
      .string({ error: t.columnIdInvalid })
      .max(L.columnId, { error: t.columnIdInvalid })
      .regex(/^[A-Za-z0-9_.-]+$/, { error: t.columnIdInvalid }),
    width: z
      .number({ error: t.widthOutOfRange(L.minWidth, L.maxWidth) })
      .int({ error: t.widthOutOfRange(L.minWidth, L.maxWidth) })
      .min(L.minWidth, { error: t.widthOutOfRange(L.minWidth, L.maxWidth) })
      .max(L.maxWidth, { error: t.widthOutOfRange(L.minWidth, L.maxWidth) })
      .optional(),
  })
  .strict();
export type LayoutColumn = z.infer<typeof layoutColumn>;

export const listLayoutSchema = z
  .object({
    columns: z
      .array(layoutColumn)
      .max(L.columns, { error: t.columnsTooMany(L.columns) })
      .refine((columns) => new Set(columns.map((c) => c.id)).size === columns.length, { error: t.columnRepeated }),
    density: z.enum(LIST_DENSITIES, { error: t.densityInvalid }),
  })
  .strict();
export type ListLayout = z.infer<typeof listLayoutSchema>;

const listName = z.enum(LAYOUT_LISTS, { error: t.listUnknown });

export const listLayoutInput = z.object({ list: listName }).strict();
export const saveListLayoutInput = z.object({ list: listName, layout: listLayoutSchema }).strict();
export type SaveListLayoutInput = z.infer<typeof saveListLayoutInput>;
