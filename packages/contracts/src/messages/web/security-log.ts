/** The security log screens: Company Settings → Security, the company detail's tab, the platform's page. */
import type { SecurityActorKind, SecurityEventType } from '../../enums';

const EVENTS: Record<SecurityEventType, string> = {
  sign_in_succeeded: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_in_code_requested: 'Requested a sign-in code',
  step_up_code_requested: 'Requested a confirmation code',
  password_set: 'Set a password',
  password_changed: 'Changed the password',
  password_removed: 'Removed the password',
  email_changed: 'Changed the email address',
  two_factor_enabled: 'Turned on two-factor sign-in',
  two_factor_disabled: 'Turned off two-factor sign-in',
  role_changed: 'Changed a role',
  status_changed: 'Changed an account status',
  signed_out_everywhere: 'Signed out on every device',
  data_exported: 'Exported data',
  import_started: 'Started an import',
  import_completed: 'Import completed',
  import_reverted: 'Undid an import',
  api_key_created: 'Created an API key',
  api_key_updated: 'Changed an API key',
  api_key_revoked: 'Revoked an API key',
  webhook_created: 'Added a webhook',
  webhook_updated: 'Changed a webhook',
  webhook_deleted: 'Deleted a webhook',
  record_visibility_changed: 'Changed who sees which CRM records',
};

/** Said after the name when the actor is not one of the company's people. */
const KINDS: Record<SecurityActorKind, string | null> = {
  user: null,
  super_admin: 'Platform admin',
  api_key: 'API key',
  anonymous: 'Not signed in',
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const webSecurityLogTexts = {
  securityLog: {
    title: 'Security log',
    tab: 'Security',
    generalTab: 'General',
    settingsTabs: 'Company settings sections',
    companyDescription: 'Sign-ins, account and role changes, exports and imports in your company, newest first.',
    detailDescription: "The company's security events, as its owner sees them.",
    platformDescription: "Sign-ins and account changes of the platform's admins, and the company data they exported.",
    platformZone: 'Times and dates are UTC.',
    events: EVENTS,
    kinds: KINDS,
    columns: { person: 'Person', event: 'Event', when: 'When', ip: 'IP address' },
    person: 'Person',
    allPeople: 'Everyone',
    eventType: 'Event',
    allEvents: 'All events',
    dates: 'Dates',
    anyDate: 'Any date',
    clearFilters: 'Clear filters',
    loadFailed: 'The security log could not be loaded',
    emptyTitle: 'No security events yet',
    emptyMessage: 'Sign-ins, exports, imports and account changes will appear here.',
    noMatchTitle: 'No matching events',
    noMatchMessage: 'No events match these filters.',
    noIp: '—',
    about: (name: string) => `About ${name}`,
    /** The detail line of an export, an import or a company's archive. */
    lists: { brands: 'Brands', leads: 'Leads', meetings: 'Meetings', enquiries: 'Enquiries', team: 'Team' } as Record<
      string,
      string
    >,
    exported: (what: string, format: string, rows: number) =>
      `${what} · ${format.toUpperCase()} · ${plural(rows, 'row', 'rows')}`,
    exportCut: (what: string) => `${what} · stopped before the end`,
    archiveName: 'Company archive',
    archiveCounts: (tables: number, rows: number, files: number) =>
      `${plural(tables, 'table', 'tables')}, ${plural(rows, 'row', 'rows')}, ${plural(files, 'file', 'files')}`,
    archiveOf: (companyId: number) => `Company #${companyId}`,
    /** An API key event's second line: which key and what it may do. */
    apiKey: (name: string, prefix: string, scopes: string) => `${name} (${prefix}…) · ${scopes}`,
    imported: (what: string, file: string, rows: number) => `${what} from ${file} · ${plural(rows, 'row', 'rows')}`,
    importResult: (created: number, updated: number, skipped: number, failed: number) =>
      `${created.toLocaleString('en-US')} created, ${updated.toLocaleString('en-US')} updated, ${skipped.toLocaleString('en-US')} skipped, ${failed.toLocaleString('en-US')} failed`,
    importKinds: { brand: 'Brands', lead: 'Leads', meeting: 'Meetings', enquiry: 'Enquiries' } as Record<
      string,
      string
    >,
  },
} as const;
