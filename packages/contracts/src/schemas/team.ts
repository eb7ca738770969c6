/**
 * A company's users (owner, admins, team members): the admin panel's Users tab (docs/product/platform-admin.md#company-detail) and
 * the company portal's Team screen (docs/product/company-portal.md#team). The member schemas carry no company: the admin
 * panel's procedures chain `companyScopeInput` in front of them, the portal takes the host's company.
 */
import { z } from 'zod';

import { ASSIGNABLE_USER_ROLES, LIST_TILE_FILTERS, SORT_ORDERS, USER_ROLES, type UserRole } from '../enums';
import { isUploadedFile, uploadedFileSchema, type UploadedFile } from '../files';
import { TEXT_LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  companyIdParam,
  cursorSchema,
  emailSchema,
  idParam,
  optionalDateSchema,
  optionalText,
  paginationInput,
  requiredText,
  searchSchema,
  updatedSinceSchema,
} from './common';
import { singleLine } from './text';

const v = MESSAGES.validation;
const m = MESSAGES.users;

/** Department and designation are free text: the pickers offer the company's lists, integrators may send others. */
export const TEAM_TEXT_MAX = 100;

export const TEAM_SORT_FIELDS = [
  'role',
  'name',
  'email',
  'createdAt',
  'lastLogin',
  'status',
  'department',
  'designation',
] as const;
export type TeamSortField = (typeof TEAM_SORT_FIELDS)[number];
export const TEAM_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

/** Role display order everywhere (docs/product/platform-admin.md#records; docs/product/company-portal.md#team). */
export const ROLE_ORDER: readonly UserRole[] = ['owner', 'admin', 'team_member'];

/** Default order: owner, admin, team_member, then by name. */
export const teamListInput = z.object({
  ...paginationInput,
  search: searchSchema,
  status: z.enum(TEAM_STATUS_FILTERS).default('all'),
  filter: z.enum(LIST_TILE_FILTERS).default('total'),
  updatedSince: updatedSinceSchema,
  cursor: cursorSchema,
  sort: z.enum(TEAM_SORT_FIELDS).default('role'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type TeamListInput = z.infer<typeof teamListInput>;

const memberName = requiredText(m.nameRequired, TEXT_LIMITS.personNameMax).pipe(
  z.string().min(TEXT_LIMITS.personNameMin, { error: m.nameMin }),
);

/** Multipart forms send every value as text, so flags accept "true"/"false" as well as booleans. */
const flag = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')], { error: message });

/** On edit a field left out stays as it is, while an empty string (or null) clears it. */
const clearableText = (max: number) =>
  z
    .union([z.null(), singleLine(z.string().trim()).max(max, { error: v.tooLong(max) })])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The edit form's `user[email]` / `profile[email]` copies: empty means "not sent". */
const aliasEmail = z
  .union([z.literal(''), z.null(), emailSchema(v.emailRequired)])
  .optional()
  .transform((value) => value || undefined);

const pick = <T>(top: T | undefined, alias: T | undefined): T | undefined => (top !== undefined ? top : alias);

const inviteProfile = z.object({
  phone: optionalText(TEXT_LIMITS.phoneMax),
  department: optionalText(TEAM_TEXT_MAX),
  designation: optionalText(TEAM_TEXT_MAX),
  dateOfBirth: optionalDateSchema,
});

/**
 * Invite: the role defaults to team_member (the admin panel's user form sends none, docs/product/platform-admin.md#validation)
 * and can never be owner. `profile.*` (docs/product/company-portal.md#records) is accepted beside the flat fields.
 */
export const inviteMemberInput = z
  .object({
    name: memberName,
    email: emailSchema(v.emailRequired),
    role: z.enum(ASSIGNABLE_USER_ROLES, { error: m.roleInvalid }).default('team_member'),
    phone: optionalText(TEXT_LIMITS.phoneMax),
    department: optionalText(TEAM_TEXT_MAX),
    designation: optionalText(TEAM_TEXT_MAX),
    dateOfBirth: optionalDateSchema,
    avatar: uploadedFileSchema.optional(),
    profile: inviteProfile.optional(),
  })
  .transform(({ profile, ...rest }) => ({
    ...rest,
    phone: pick(rest.phone, profile?.phone),
    department: pick(rest.department, profile?.department),
    designation: pick(rest.designation, profile?.designation),
    dateOfBirth: pick(rest.dateOfBirth, profile?.dateOfBirth) ?? undefined,
  }));
export type InviteMemberInput = z.infer<typeof inviteMemberInput>;

const updateProfile = z.object({
  email: aliasEmail,
  phone: clearableText(TEXT_LIMITS.phoneMax),
  department: clearableText(TEAM_TEXT_MAX),
  designation: clearableText(TEAM_TEXT_MAX),
  dateOfBirth: optionalDateSchema,
});

/**
 * Edit: every field optional; unknown keys are dropped. `user[email]` and `profile[email]` are
 * aliases of `email`, `profile.*` of the flat fields; the flat field wins when both are sent. A
 * body with only `isActive` is the status toggle. The role may be sent as `owner` for the owner
 * (no change); the service refuses every real change of an owner's role or email.
 */
export const updateMemberInput = z
  .object({
    memberId: idParam,
    name: memberName.optional(),
    email: emailSchema(v.emailRequired).optional(),
    role: z.enum(USER_ROLES, { error: m.roleInvalid }).optional(),
    isActive: flag(m.isActiveInvalid).optional(),
    phone: clearableText(TEXT_LIMITS.phoneMax),
    department: clearableText(TEAM_TEXT_MAX),
    designation: clearableText(TEAM_TEXT_MAX),
    dateOfBirth: optionalDateSchema,
    avatar: uploadedFileSchema.optional(),
    removeAvatar: flag('removeAvatar must be true or false').optional(),
    user: z.object({ email: aliasEmail }).optional(),
    profile: updateProfile.optional(),
  })
  .transform(({ user, profile, ...rest }) => ({
    ...rest,
    email: rest.email ?? user?.email ?? profile?.email,
    phone: pick(rest.phone, profile?.phone),
    department: pick(rest.department, profile?.department),
    designation: pick(rest.designation, profile?.designation),
    dateOfBirth: pick(rest.dateOfBirth, profile?.dateOfBirth),
  }));
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;
/** What an edit may change; undefined = leave as is, null = clear. */
export type MemberPatch = Omit<UpdateMemberInput, 'memberId'>;

export const memberIdInput = z.object({ memberId: idParam });
export type MemberIdInput = z.infer<typeof memberIdInput>;

export const memberAvatarInput = z.object({
  memberId: idParam,
  avatar: z.custom<UploadedFile>(isUploadedFile, { error: m.avatarRequired }),
});
export type MemberAvatarInput = z.infer<typeof memberAvatarInput>;

/** The admin panel addresses a company's team by the company's numeric id. */
export const companyScopeInput = z.object({ companyId: companyIdParam });
export type CompanyScopeInput = z.infer<typeof companyScopeInput>;

/** The tile counts of a team list, over the whole team (not the filtered page). */
export interface TeamListStats {
  total: number;
  thisWeek: number;
  lastWeek: number;
  active: number;
  inactive: number;
  byRole: Record<UserRole, number>;
}

/** The team stats call (docs/product/company-portal.md#records: stats.users, stats.usage.users). */
export interface TeamStatsSummary {
  users: Record<UserRole, number> & { total: number; active: number; inactive: number };
  usage: { users: number };
}
