/**
 * What a read answers with that a write does not take under the same name, per record kind, so a
 * client can send back what it read (GET, change a field, PUT): the names reads use for a write
 * field (aliases), the names only reads carry (ignored when sent back), and the write fields whose
 * read value has another shape. Every other name a write does not know is refused (field-check.ts).
 * Compare with the serializers in packages/api (crm/<kind>/serialize.ts, team/serialize.ts, ...).
 * Paths are dotted for nested objects (`profile.avatar`); a read-only path also names a field of
 * every entry of a list (`departments.isDefault`).
 */

/**
 * How a write field's read value differs: `record` is the related record as an object (its `id` is
 * taken); `file` is the stored file as answers show it, a URL or an attachment list (ignored: files
 * arrive as files).
 */
export type ReadForm = 'record' | 'file';

export interface ReadNames {
  /** A read's name → the write field it stands for. */
  aliases?: Readonly<Record<string, string>>;
  /**
   * Names reads answer with that writes ignore: ids, timestamps, related records' names, computed
   * values. A route that does take one of them (`id` on an edit, `isActive` on a member's edit)
   * takes it as usual.
   */
  readOnly?: readonly string[];
  readForms?: Readonly<Record<string, ReadForm>>;
}

const RECORD = ['id', '_id', 'createdAt', 'updatedAt'] as const;

/** Leads answer the brand's name beside its id. */
const LEAD: ReadNames = { readOnly: [...RECORD, 'brand'] };

/** Meetings answer their lead's client fields and brand, and `date` (the day it was added). */
const MEETING: ReadNames = {
  readOnly: [
    ...RECORD,
    'date',
    'brand',
    'brandId',
    'clientName',
    'mobileNumber',
    'emailId',
    'designation',
    'linkedin',
    'website',
  ],
};

/** Enquiries answer value, deliveryDate and comment beside the form's names for them. */
const ENQUIRY: ReadNames = {
  aliases: { value: 'estimatedValue', deliveryDate: 'expectedDeliveryDate', comment: 'comments' },
  readOnly: [...RECORD, 'addedDate', 'brand', 'brandId', 'clientName'],
};

/** Brands answer their owner as a person and their logo as a URL. */
const BRAND: ReadNames = {
  readOnly: RECORD,
  readForms: { brandOwner: 'record', logo: 'file' },
};

/** Columns: `entity` is fixed once made; position and visibility have their own calls too. */
const COLUMN: ReadNames = { readOnly: [...RECORD, 'entity', 'isDefault', 'isSystem', 'position'] };

/** Notes of a company or a lead: author, editor and the stored attachments (kept with existingAttachments). */
const NOTE: ReadNames = {
  readOnly: [...RECORD, 'createdBy', 'updatedBy', 'isEdited'],
  readForms: { attachments: 'file' },
};

/** A company's user: the picture is a file of its own; `isActive` is taken by the edit only. */
const TEAM_MEMBER: ReadNames = {
  readOnly: ['id', '_id', 'createdAt', 'lastLogin', 'isActive', 'profile.avatar'],
};

/** The signed-in user's own profile: role, status, organisation and company are managed elsewhere. */
const OWN_PROFILE: ReadNames = {
  readOnly: [
    'id',
    '_id',
    'role',
    'isActive',
    'lastLogin',
    'createdAt',
    'dateOfBirth',
    'hasPassword',
    'twoFactorEnabled',
    'company',
    'profile.avatar',
    'profile.department',
    'profile.designation',
    'profile.dateOfBirth',
  ],
};

/** Super admins: status has its own call (PATCH .../status), the picture is a file. */
const SUPER_ADMIN: ReadNames = {
  aliases: { 'profile.phone': 'phone' },
  readOnly: ['id', '_id', 'isActive', 'createdAt', 'lastLogin', 'profile.avatar'],
};

/** Companies answer contact, branding and subscription grouped, and figures the server keeps. */
const COMPANY: ReadNames = {
  aliases: {
    'contact.phone': 'phone',
    'contact.website': 'website',
    'branding.themeColor': 'themeColor',
    'subscription.endDate': 'expiryDate',
  },
  readOnly: [
    ...RECORD,
    'displayStatus',
    'isExpired',
    'ownerId',
    'owner.id',
    'owner._id',
    'owner.avatar',
    'owner.profile',
    'branding.logo',
    'settings',
    'userStats',
  ],
};

/** Webhooks: what the server decided (failing, turned off) and who made it are not written. */
const WEBHOOK: ReadNames = {
  readOnly: [...RECORD, 'failingSince', 'disabledAt', 'disabledReason', 'createdBy'],
};

/** Departments and designations are saved as the whole list read; whether an entry is a default is the server's. */
const DEPARTMENTS: ReadNames = { readOnly: ['departments.isDefault'] };
const DESIGNATIONS: ReadNames = { readOnly: ['designations.isDefault'] };

/** Each kind and the procedures that write it (a REST route names its procedure). */
const WRITES: readonly [ReadNames, readonly string[]][] = [
  [LEAD, ['crm.leads.create', 'crm.leads.update']],
  [MEETING, ['crm.meetings.create', 'crm.meetings.update']],
  [ENQUIRY, ['crm.enquiries.create', 'crm.enquiries.update']],
  [BRAND, ['crm.brands.create', 'crm.brands.update']],
  [COLUMN, ['crm.customColumns.create', 'crm.customColumns.update']],
  [
    NOTE,
    ['crm.leadNotes.create', 'crm.leadNotes.update', 'platform.companyNotes.create', 'platform.companyNotes.update'],
  ],
  [
    TEAM_MEMBER,
    ['company.team.invite', 'company.team.update', 'platform.companyTeam.invite', 'platform.companyTeam.update'],
  ],
  [OWN_PROFILE, ['user.profile.update']],
  [DEPARTMENTS, ['company.departments.save']],
  [DESIGNATIONS, ['company.designations.save']],
  [SUPER_ADMIN, ['platform.superAdmins.create', 'platform.superAdmins.update']],
  [COMPANY, ['platform.companies.create', 'platform.companies.update']],
  [WEBHOOK, ['company.webhooks.create', 'company.webhooks.update']],
];

const BY_PROCEDURE = new Map(WRITES.flatMap(([names, procedures]) => procedures.map((p) => [p, names] as const)));

/** The procedures named above, for a test that each has a route. */
export const PROCEDURES_WITH_READ_NAMES: readonly string[] = [...BY_PROCEDURE.keys()];

/** The read names a route's procedure accepts; none for procedures whose input no read mirrors. */
export const readNamesOf = (procedure: string): ReadNames => BY_PROCEDURE.get(procedure) ?? {};

/**
 * Every alias as [read name, write name], last path segments only: sent where the other name is
 * the one taken (`value` to a lead, `comments` to a meeting), it is suggested instead.
 */
export const ALIAS_PAIRS: readonly (readonly [string, string])[] = WRITES.flatMap(([names]) =>
  Object.entries(names.aliases ?? {}).map(
    ([read, write]) => [read.split('.').pop()!, write.split('.').pop()!] as const,
  ),
);
