/**
 * Brands (docs/product/crm.md#brands, #rest-paths). Custom field values arrive as a map and are checked
 * against the company's columns by the server (their rules are data, not schema).
 */
import { z } from 'zod';

import { SORT_ORDERS } from '../../enums';
import { uploadedFileSchema } from '../../files';
import { TEXT_LIMITS } from '../../limits';
import { MESSAGES } from '../../messages';
import { cursorSchema, idParam, paginationInput, searchSchema, updatedSinceSchema, websiteSchema } from '../common';
import { multiLine, singleLine } from '../text';
import { formFlag as flag } from './form-flag';

const m = MESSAGES.crm.brands;
const v = MESSAGES.validation;

export const BRAND_LIMITS = { nameMax: 200, textMax: 500, notesMax: 5000, bulkMaxIds: 100 } as const;

/** Tiles of the brands list: weeks run Sunday to Saturday, UTC (contracts weekWindows). */
export const BRAND_TILE_FILTERS = ['total', 'currentWeek', 'lastWeek'] as const;

/** Left out = leave as is; '' or null = clear. */
const clearable = (max: number, lines: 'single' | 'multi' = 'single') => {
  const text = z
    .string()
    .trim()
    .max(max, { error: v.tooLong(max) });
  return z
    .union([z.null(), lines === 'single' ? singleLine(text) : multiLine(text)])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
};

const clearableWebsite = z
  .union([z.null(), websiteSchema])
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const brandName = singleLine(z.string({ error: m.nameRequired }).trim())
  .min(1, { error: m.nameRequired })
  .max(BRAND_LIMITS.nameMax, { error: v.tooLong(BRAND_LIMITS.nameMax) });

/** An owner is a company user's id; '' or null leaves the brand without one. */
const ownerId = z
  .union([z.null(), z.literal(''), idParam])
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const address = z.object({
  street: clearable(BRAND_LIMITS.textMax),
  city: clearable(BRAND_LIMITS.textMax),
  state: clearable(BRAND_LIMITS.textMax),
  country: clearable(BRAND_LIMITS.textMax),
  pinCode: clearable(32),
});

const socialMedia = z.object({
  linkedin: clearable(TEXT_LIMITS.websiteMax),
  twitter: clearable(TEXT_LIMITS.websiteMax),
  facebook: clearable(TEXT_LIMITS.websiteMax),
  instagram: clearable(TEXT_LIMITS.websiteMax),
});

/** Values keyed by column name; each is checked against its column on the server. */
const customFields = z.record(z.string(), z.unknown(), { error: 'customFields must be an object' });

/** The built-in text columns; a form may also send them inside customFields (decision 0010). */
export const builtInTextSchemas = {
  phone: clearable(TEXT_LIMITS.phoneMax),
  website: clearableWebsite,
  industry: clearable(BRAND_LIMITS.textMax),
};

const brandFields = {
  description: clearable(TEXT_LIMITS.descriptionMax, 'multi'),
  notes: clearable(BRAND_LIMITS.notesMax, 'multi'),
  ...builtInTextSchemas,
  brandOwner: ownerId,
  address: address.optional(),
  socialMedia: socialMedia.optional(),
  customFields: customFields.optional(),
  logo: uploadedFileSchema.optional(),
  removeLogo: flag.optional(),
};

export const createBrandInput = z.object({ name: brandName, ...brandFields });
export type CreateBrandInput = z.infer<typeof createBrandInput>;

/** Every field optional; custom fields sent are merged into the stored ones (null clears one). */
export const updateBrandInput = z.object({ id: idParam, name: brandName.optional(), ...brandFields });
export type UpdateBrandInput = z.infer<typeof updateBrandInput>;
export type BrandPatch = Omit<UpdateBrandInput, 'id'>;

export const brandIdInput = z.object({ id: idParam });
export type BrandIdInput = z.infer<typeof brandIdInput>;

/**
 * `sort` names any brand column (built-in or custom) and is checked against the company's columns;
 * `brandOwner` filters by owner id.
 */
export const brandListInput = z.object({
  ...paginationInput,
  search: searchSchema,
  filter: z.enum(BRAND_TILE_FILTERS).default('total'),
  brandOwner: z.union([z.literal(''), idParam]).optional(),
  updatedSince: updatedSinceSchema,
  cursor: cursorSchema,
  sort: singleLine(z.string().trim()).max(100).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type BrandListInput = z.infer<typeof brandListInput>;

export interface BrandListStats {
  total: number;
  thisWeek: number;
  lastWeek: number;
}

const bulkIds = z
  .array(idParam, { error: m.bulkIdsRequired })
  .min(1, { error: m.bulkIdsRequired })
  .max(BRAND_LIMITS.bulkMaxIds, { error: m.bulkIdsMax(BRAND_LIMITS.bulkMaxIds) })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** One call for the selected rows, answered per id (docs/architecture.md#the-api). */
export const brandBulkInput = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('changeOwner'), ids: bulkIds, brandOwner: ownerId.transform((o) => o ?? null) }),
    z.object({
      action: z.literal('updateField'),
      ids: bulkIds,
      field: singleLine(z.string({ error: 'field is required' }).trim()).min(1, { error: 'field is required' }),
      value: z.unknown(),
    }),
    z.object({ action: z.literal('delete'), ids: bulkIds }),
  ],
  { error: m.bulkActionInvalid },
);
export type BrandBulkInput = z.infer<typeof brandBulkInput>;
