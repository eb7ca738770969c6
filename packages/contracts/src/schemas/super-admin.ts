import { z } from 'zod';

import { LIST_TILE_FILTERS } from '../enums';
import { uploadedFileSchema } from '../files';
import { TEXT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  emailSchema,
  idParam,
  optionalText,
  paginationInput,
  requiredText,
  searchSchema,
  sortOrderSchema,
} from './common';
import { stepUpProof } from './auth';
import { singleLine } from './text';

const v = MESSAGES.validation;

export const SUPER_ADMIN_SORT_FIELDS = ['name', 'email', 'createdAt', 'lastLogin', 'status'] as const;
export type SuperAdminSortField = (typeof SUPER_ADMIN_SORT_FIELDS)[number];

export const SUPER_ADMIN_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

const name = requiredText(v.nameRequired, TEXT_LIMITS.personNameMax).pipe(
  z.string().min(TEXT_LIMITS.personNameMin, { error: v.nameMin }),
);

const phoneText = singleLine(z.string().trim()).max(TEXT_LIMITS.phoneMax, { error: v.tooLong(TEXT_LIMITS.phoneMax) });

/** Multipart forms send every value as text, so flags accept "true"/"false" as well as booleans. */
const flag = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')], { error: message });

export const listSuperAdminsInput = z.object({
  ...paginationInput,
  search: searchSchema,
  status: z.enum(SUPER_ADMIN_STATUS_FILTERS).default('all'),
  filter: z.enum(LIST_TILE_FILTERS).default('total'),
  sort: z.enum(SUPER_ADMIN_SORT_FIELDS).default('createdAt'),
  order: sortOrderSchema,
});
export type ListSuperAdminsInput = z.infer<typeof listSuperAdminsInput>;

export const superAdminIdInput = z.object({ id: idParam });
export type SuperAdminIdInput = z.infer<typeof superAdminIdInput>;

export const createSuperAdminInput = z.object({
  name,
  email: emailSchema(v.emailRequired),
  phone: optionalText(TEXT_LIMITS.phoneMax),
  avatar: uploadedFileSchema.optional(),
});
export type CreateSuperAdminInput = z.infer<typeof createSuperAdminInput>;

/**
 * PUT: a field left out stays as it is. The edit form sends every field, so an empty phone (or
 * null) clears it, and `removeAvatar` drops the picture.
 */
export const updateSuperAdminInput = z.object({
  id: idParam,
  /** Changing one's own email (the sign-in identity) needs a step-up proof, as a password change does. */
  ...stepUpProof,
  name: name.optional(),
  email: emailSchema(v.emailRequired).optional(),
  phone: z
    .union([z.null(), phoneText])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  avatar: uploadedFileSchema.optional(),
  removeAvatar: flag('removeAvatar must be true or false').optional(),
});
export type UpdateSuperAdminInput = z.infer<typeof updateSuperAdminInput>;

export const superAdminStatusInput = z.object({
  id: idParam,
  isActive: flag(MESSAGES.superAdmin.isActiveInvalid),
});
export type SuperAdminStatusInput = z.infer<typeof superAdminStatusInput>;
