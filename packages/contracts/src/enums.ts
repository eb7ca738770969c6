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

/** What a company key may do: read or change CRM records, read or manage the team, read the company. */
export const API_KEY_SCOPES = ['crm:read', 'crm:write', 'team:read', 'team:write', 'company:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A platform key acts as a super admin on the admin host. */
export const PLATFORM_API_KEY_SCOPES = ['platform'] as const;
export type PlatformApiKeyScope = (typeof PLATFORM_API_KEY_SCOPES)[number];

/**
 * Every kind of event, in the order the event-type filter lists them. Kinds for features that do
 * not exist yet (API keys, webhooks) are here already so that their writers only have to call.
 */
export const SECURITY_EVENT_TYPES = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_code_requested',
  'step_up_code_requested',
  'password_set',
  'password_changed',
  'password_removed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_changed',
  'status_changed',
  'signed_out_everywhere',
  'data_exported',
  'import_started',
  'import_completed',
  'import_reverted',
  'api_key_created',
  'api_key_updated',
  'api_key_revoked',
  'webhook_created',
  'webhook_updated',
  'webhook_deleted',
  'record_visibility_changed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/**
 * Who acted: a company user, a super admin, an integrator's API key, or someone not signed in (a
 * failed sign-in, a code requested for an address).
 */
export const SECURITY_ACTOR_KINDS = ['user', 'super_admin', 'api_key', 'anonymous'] as const;
export type SecurityActorKind = (typeof SECURITY_ACTOR_KINDS)[number];

/** pending: waiting for its first or next attempt; delivered: answered 2xx; failed: tries spent, or turned off. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
