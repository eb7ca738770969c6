export const COMPANY_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** Only these can be chosen by a super admin (docs/product/platform-admin.md#records). */
export const SELECTABLE_COMPANY_STATUSES = ['active', 'inactive'] as const;

export const USER_ROLES = ['owner', 'admin', 'team_member'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ASSIGNABLE_USER_ROLES = ['admin', 'team_member'] as const;
/** Who adds, changes, orders, hides and deletes the company's custom fields; every role reads them. */
export const CUSTOM_FIELD_MANAGER_ROLES = ['owner', 'admin'] as const satisfies readonly UserRole[];

/**
 * Which CRM records a team member sees and changes (the owner's choice; owners and admins always
 * see all): every record, their own (leads they are the CS person of, the meetings and enquiries
 * on those or assigned to them, the brands they own), or their department's people's.
 */
export const RECORD_VISIBILITIES = ['all', 'own', 'department'] as const;
export type RecordVisibility = (typeof RECORD_VISIBILITIES)[number];

/** The role carried by a super admin's access token. */
export const SUPER_ADMIN_ROLE = 'super_admin' as const;
export type TokenRole = UserRole | typeof SUPER_ADMIN_ROLE;

export const TIMELINE_ACTIONS = [
  'company_created',
  'company_updated',
  'company_deleted',
  'note_added',
  'note_updated',
  'note_deleted',
  'user_added',
  'user_updated',
  'user_removed',
] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

/** Tile filters of the companies and super-admins screens. */
export const LIST_TILE_FILTERS = ['total', 'currentWeek', 'lastWeek', 'active', 'inactive'] as const;
export type ListTileFilter = (typeof LIST_TILE_FILTERS)[number];

export const COMPANY_SORT_FIELDS = ['name', 'subdomain', 'createdAt', 'expiryDate', 'status'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
