import { z } from 'zod';

import { COMPANY_SORT_FIELDS, LIST_TILE_FILTERS, SELECTABLE_COMPANY_STATUSES } from '../enums';
import { uploadedFileSchema } from '../files';
import { DEFAULT_THEME_COLOR, TEXT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  companyIdParam,
  emailSchema,
  optionalDateSchema,
  optionalMultilineText,
  optionalText,
  paginationInput,
  requiredText,
  searchSchema,
  sortOrderSchema,
  subdomainSchema,
  themeColorSchema,
  websiteSchema,
} from './common';
import { multiLine, singleLine } from './text';

const v = MESSAGES.validation;

const companyName = requiredText(v.companyNameRequired, TEXT_LIMITS.companyNameMax)
  .pipe(z.string().min(TEXT_LIMITS.companyNameMin, { error: v.companyNameMin }))
  .pipe(z.string().max(TEXT_LIMITS.companyNameMax, { error: v.companyNameMax }));

const contactFields = {
  phone: optionalText(TEXT_LIMITS.phoneMax),
  website: websiteSchema.optional(),
  description: optionalMultilineText(TEXT_LIMITS.descriptionMax),
};

export const createCompanyInput = z.object({
  companyName,
  subdomain: subdomainSchema,
  ...contactFields,
  themeColor: themeColorSchema.default(DEFAULT_THEME_COLOR.toUpperCase()),
  expiryDate: optionalDateSchema,
  owner: z.object(
    {
      fullName: requiredText(v.ownerFullNameRequired, TEXT_LIMITS.personNameMax),
      email: emailSchema(v.ownerEmailRequired),
    },
    { error: v.ownerFullNameRequired },
  ),
  logo: uploadedFileSchema.optional(),
  ownerDp: uploadedFileSchema.optional(),
});
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;

/**
 * On edit a field left out stays as it is, while an empty string (or null) clears it: the form
 * sends every field, so clearing the phone must be possible.
 */
const clearable = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([z.null(), schema])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** PUT: every field optional; `name` instead of companyName; the owner may only be renamed. */
export const updateCompanyInput = z.object({
  id: companyIdParam,
  name: companyName.optional(),
  subdomain: subdomainSchema.optional(),
  phone: clearable(singleLine(z.string().trim()).max(TEXT_LIMITS.phoneMax, { error: v.tooLong(TEXT_LIMITS.phoneMax) })),
  website: clearable(websiteSchema),
  description: clearable(
    multiLine(z.string().trim()).max(TEXT_LIMITS.descriptionMax, { error: v.tooLong(TEXT_LIMITS.descriptionMax) }),
  ),
  themeColor: themeColorSchema.optional(),
  expiryDate: optionalDateSchema,
  status: z.enum(SELECTABLE_COMPANY_STATUSES).optional(),
  owner: z
    .object({
      name: requiredText(v.ownerFullNameRequired, TEXT_LIMITS.personNameMax).optional(),
      fullName: requiredText(v.ownerFullNameRequired, TEXT_LIMITS.personNameMax).optional(),
      email: emailSchema(v.ownerEmailRequired).optional(),
    })
    .optional(),
  logo: uploadedFileSchema.optional(),
  ownerDp: uploadedFileSchema.optional(),
  /** `true` removes the current logo. */
  removeLogo: z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]).optional(),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

export const companyStatusFilter = z.enum(['all', ...SELECTABLE_COMPANY_STATUSES]).default('all');

export const listCompaniesInput = z.object({
  ...paginationInput,
  search: searchSchema,
  status: companyStatusFilter,
  filter: z.enum(LIST_TILE_FILTERS).default('total'),
  sort: z.enum(COMPANY_SORT_FIELDS).default('createdAt'),
  order: sortOrderSchema,
});
export type ListCompaniesInput = z.infer<typeof listCompaniesInput>;

export const companyIdInput = z.object({ id: companyIdParam });
export type CompanyIdInput = z.infer<typeof companyIdInput>;

export const companyStatusInput = z.object({
  id: companyIdParam,
  status: z.enum(SELECTABLE_COMPANY_STATUSES, { error: 'Status must be active or inactive' }),
});
export type CompanyStatusInput = z.infer<typeof companyStatusInput>;

export const checkSubdomainInput = z.object({ subdomain: subdomainSchema });
export type CheckSubdomainInput = z.infer<typeof checkSubdomainInput>;

/** Public calls made before login: the subdomain is only looked up, never validated as new. */
export const publicSubdomainInput = z.object({
  subdomain: singleLine(z.string({ error: v.subdomainRequired }).trim().toLowerCase())
    .min(1, { error: v.subdomainRequired })
    .max(63),
});
export type PublicSubdomainInput = z.infer<typeof publicSubdomainInput>;

/**
 * The tenant host's start-up check: any text is accepted and simply answers `valid: false` when
 * it names no company (empty, reserved, unknown), so the page can show InvalidSubdomain.
 */
export const subdomainLookupInput = z.object({
  subdomain: singleLine(z.string().trim().toLowerCase()).max(253).default(''),
});
export type SubdomainLookupInput = z.infer<typeof subdomainLookupInput>;

/** The companies before and after one company in the list's current order (the detail page's arrows). */
export const companyNeighboursInput = listCompaniesInput
  .omit({ page: true, limit: true })
  .extend({ id: companyIdParam });
export type CompanyNeighboursInput = z.infer<typeof companyNeighboursInput>;
