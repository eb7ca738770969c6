/**
 * The company portal's own calls (docs/product/company-portal.md#company-settings, #user-settings, #departments-and-designations, #validation): company settings, the
 * departments and designations lists, and the signed-in user's profile.
 */
import { z } from 'zod';

import { RECORD_VISIBILITIES } from '../enums';
import { isUploadedFile, uploadedFileSchema, type UploadedFile } from '../files';
import { COMPANY_LISTS, TEXT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { formFlag, idParam, requiredText } from './common';
import { digestHourSchema, timeZoneSchema } from './crm/follow-ups';
import { singleLine } from './text';

const v = MESSAGES.validation;

const companyName = singleLine(z.string({ error: v.companyNameRequired }).trim())
  .min(1, { error: v.companyNameRequired, abort: true })
  .min(TEXT_LIMITS.companyNameMin, { error: v.companyNameMin })
  .max(TEXT_LIMITS.companyNameMax, { error: v.companyNameMax });

/** `#RGB` or `#RRGGBB` (docs/product/company-portal.md#validation), stored as `#RRGGBB` upper-cased like every theme colour. */
export const portalThemeColorSchema = z
  .string({ error: v.themeColorRequired })
  .trim()
  .min(1, { error: v.themeColorRequired, abort: true })
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: v.themeColorInvalid })
  .transform((c) => (c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c).toUpperCase());

/** An image field of a form: a file, or '' / null meaning "remove it" (docs/product/company-portal.md#rest-paths). */
const replaceableImage = z.union([uploadedFileSchema, z.literal(''), z.null()]).optional();
const removed = (value: UploadedFile | '' | null | undefined, flag: boolean | undefined) =>
  flag === true || value === '' || value === null;
const fileOf = (value: UploadedFile | '' | null | undefined) => (isUploadedFile(value) ? value : undefined);

/** PUT /company/settings: only what is sent changes. */
export const companySettingsInput = z
  .object({
    name: companyName.optional(),
    themeColor: portalThemeColorSchema.optional(),
    logo: replaceableImage,
    removeLogo: formFlag('removeLogo must be true or false').optional(),
    /** The owner's Access Control toggle; an admin sending it is refused (403). */
    allowAdminCompanySettings: formFlag('allowAdminCompanySettings must be true or false').optional(),
    /** The owner's choice that everyone signs in with a second factor; the owner's only, like the toggle above. */
    requireTwoFactor: formFlag('requireTwoFactor must be true or false').optional(),
    /** "Today", weeks and the digest hour follow it (an IANA name). */
    timeZone: timeZoneSchema.optional(),
    digestHour: digestHourSchema.optional(),
    /** Which CRM records team members see; the owner's only, like the toggles above. */
    recordVisibility: z
      .enum(RECORD_VISIBILITIES, { error: MESSAGES.companySettings.recordVisibilityInvalid })
      .optional(),
  })
  .transform(({ logo, removeLogo, ...rest }) => ({
    ...rest,
    logo: fileOf(logo),
    removeLogo: removed(logo, removeLogo),
  }));
export type CompanySettingsInput = z.infer<typeof companySettingsInput>;

/**
 * One row of a department or designation list as the screen sends it back: `id` (or `_id`) keeps
 * the row, none makes a new one. `isDefault` is the server's to say and is ignored here.
 */
const listEntry = z
  .object({
    id: idParam.optional(),
    _id: idParam.optional(),
    name: singleLine(z.string({ error: 'Name must be text' }).trim()).max(COMPANY_LISTS.nameMax, {
      error: v.tooLong(COMPANY_LISTS.nameMax),
    }),
    isActive: formFlag('isActive must be true or false').default(true),
  })
  .transform(({ _id, ...entry }) => ({ ...entry, id: entry.id ?? _id }));
export type CompanyListEntryInput = z.infer<typeof listEntry>;

const fullList = (tooMany: string) =>
  z.array(listEntry, { error: 'Send the full list' }).max(COMPANY_LISTS.maxEntries, { error: tooMany });

/** PUT /company/departments: the full list in display order (docs/product/company-portal.md#rest-paths). */
export const saveDepartmentsInput = z.object({
  departments: fullList(MESSAGES.companyLists.departments.tooMany(COMPANY_LISTS.maxEntries)),
});
export const saveDesignationsInput = z.object({
  designations: fullList(MESSAGES.companyLists.designations.tooMany(COMPANY_LISTS.maxEntries)),
});
export type SaveDepartmentsInput = z.infer<typeof saveDepartmentsInput>;
export type SaveDesignationsInput = z.infer<typeof saveDesignationsInput>;

/** A text the user may clear: '' or null clears, absent leaves as is. */
const clearablePhone = z
  .union([
    z.null(),
    singleLine(z.string().trim()).max(TEXT_LIMITS.phoneMax, { error: v.tooLong(TEXT_LIMITS.phoneMax) }),
  ])
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * PUT /user/profile (docs/product/company-portal.md#user-settings): name, phone (or profile.phone), a new avatar or its removal.
 * Email is read-only: it may be sent back unchanged, a different one is refused by the service.
 */
export const updateProfileInput = z
  .object({
    name: requiredText(MESSAGES.users.nameRequired, TEXT_LIMITS.personNameMax).pipe(
      z.string().min(TEXT_LIMITS.personNameMin, { error: MESSAGES.users.nameMin }),
    ),
    email: singleLine(z.string().trim().toLowerCase()).max(TEXT_LIMITS.emailMax).optional(),
    phone: clearablePhone,
    profile: z.object({ phone: clearablePhone }).optional(),
    avatar: replaceableImage,
    removeAvatar: formFlag('removeAvatar must be true or false').optional(),
  })
  .transform(({ profile, avatar, removeAvatar, ...rest }) => ({
    ...rest,
    phone: rest.phone !== undefined ? rest.phone : profile?.phone,
    avatar: fileOf(avatar),
    removeAvatar: removed(avatar, removeAvatar),
  }));
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
