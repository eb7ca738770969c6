import { z } from 'zod';

import { COMPANY_SORT_FIELDS, LIST_TILE_FILTERS, SELECTABLE_COMPANY_STATUSES } from '../enums';
import { uploadedFileSchema } from '../files';
import { DEFAULT_THEME_COLOR, TEXT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  companyIdParam,
  emailSchema,
  optionalDateSchema,
  optionalText,
  paginationInput,
  requiredText,
  searchSchema,
  sortOrderSchema,
  subdomainSchema,
  themeColorSchema,
  websiteSchema,
} from './common';

const v = MESSAGES.validation;

const companyName = requiredText(v.companyNameRequired, TEXT_LIMITS.companyNameMax)
  .pipe(z.string().min(TEXT_LIMITS.companyNameMin, { error: v.companyNameMin }))
  .pipe(z.string().max(TEXT_LIMITS.companyNameMax, { error: v.companyNameMax }));

const contactFields = {
  phone: optionalText(TEXT_LIMITS.phoneMax),
  website: websiteSchema.optional(),
  description: optionalText(TEXT_LIMITS.descriptionMax),
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

/** PUT: every field optional; `name` instead of companyName; the owner may only be renamed. */
export const updateCompanyInput = z.object({
  id: companyIdParam,
  name: companyName.optional(),
  subdomain: subdomainSchema.optional(),
  ...contactFields,
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

export const companyStatusInput = z.object({
  id: companyIdParam,
  status: z.enum(SELECTABLE_COMPANY_STATUSES, { error: 'Status must be active or inactive' }),
});

export const checkSubdomainInput = z.object({ subdomain: subdomainSchema });

/** Public calls made before login: the subdomain is only looked up, never validated as new. */
export const publicSubdomainInput = z.object({
  subdomain: z.string({ error: v.subdomainRequired }).trim().toLowerCase().min(1, { error: v.subdomainRequired }).max(63),
});
