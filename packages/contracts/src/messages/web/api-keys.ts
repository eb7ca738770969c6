/** API keys on the screens: Company Settings → API keys and the admin portal's API keys page. */
import type { ApiKeyScope, PlatformApiKeyScope } from '../../enums';

/** What each scope lets a key do, in a line: beside its checkbox, and on its chip's hover. */
const SCOPES: Record<ApiKeyScope | PlatformApiKeyScope, { label: string; hint: string }> = {
  'crm:read': { label: 'Read CRM', hint: 'Read brands, leads, meetings, enquiries and follow-ups.' },
  'crm:write': { label: 'Write CRM', hint: 'Create, change and delete brands, leads, meetings and enquiries.' },
  'team:read': { label: 'Read team', hint: 'Read the team, its departments and designations.' },
  'team:write': { label: 'Manage team', hint: 'Invite and change team members, departments and designations.' },
  'company:read': { label: 'Read company', hint: 'Read the company profile and its dashboard figures.' },
  platform: {
    label: 'Platform',
    hint: 'Acts as a super admin: everything in the admin portal except managing super admins and API keys.',
  },
};

export const webApiKeysTexts = {
  apiKeys: {
    title: 'API keys',
    tab: 'API keys',
    companyDescription:
      "Keys let your own systems and integrations use the REST API on behalf of the company, within the scopes you choose. What a key changes is recorded under the key's name.",
    platformDescription:
      "Platform keys let scripts and integrations use the REST API on the admin host. What a key changes is recorded under the key's name.",
    scopes: SCOPES,
    listLabel: 'API keys',
    count: (n: number) => (n === 1 ? '1 active key' : `${n} active keys`),
    create: 'Create API key',
    columns: {
      name: 'Name',
      key: 'Key',
      scopes: 'Scopes',
      created: 'Created',
      expires: 'Expires',
      lastUsed: 'Last used',
      actions: 'Actions',
    },
    createdBy: (name: string) => `by ${name}`,
    createdLine: (date: string, name: string) => `Created ${date} by ${name}`,
    expiresLine: (date: string) => `Expires ${date}`,
    lastUsedLine: (when: string) => `Last used: ${when}`,
    neverExpires: 'Never',
    neverExpiresLine: 'Never expires',
    expired: 'Expired',
    expiredOn: (date: string) => `Expired on ${date}`,
    neverUsed: 'Never used',
    revoke: 'Revoke',
    revokeKey: (name: string) => `Revoke ${name}`,
    revokeTitle: 'Revoke API key',
    revokeMessage: (name: string) =>
      `Revoke "${name}"? Integrations using this key stop working immediately, and it cannot be turned back on.`,
    revokeFailed: 'Failed to revoke the API key',
    loadFailed: 'The API keys could not be loaded',
    emptyTitle: 'No API keys yet',
    companyEmpty:
      'An API key lets another system, such as your website, a spreadsheet or an automation tool, read and update your CRM and team through the REST API.',
    platformEmpty:
      'A platform key lets a script manage companies and read platform figures through the REST API, without a person signing in.',
    docsLink: 'Read the REST API guide',
    form: {
      title: 'Create API key',
      name: 'Name',
      namePlaceholder: 'e.g. Website form or Zapier',
      nameHint: 'Say what uses the key, so you can tell keys apart later.',
      scopes: 'Scopes',
      scopesHint: 'What the key may do. Choose only what the integration needs.',
      scopeFixed: 'Scope',
      expiresAt: 'Expires on',
      expiresAtPlaceholder: 'Never',
      expiresAtHint: 'Optional. The key works until the end of this day; leave it empty for a key that never expires.',
      submit: 'Create key',
      creating: 'Creating...',
      cancel: 'Cancel',
      createFailed: 'Failed to create the API key',
    },
    secret: {
      title: 'Copy your API key',
      label: 'Secret',
      warning:
        'Store it somewhere safe, such as a password manager. If it is lost, revoke this key and create a new one.',
      usage: 'Send it with every request in the Authorization header: Bearer followed by the secret.',
      copy: 'Copy secret',
      done: 'Done',
    },
  },
} as const;
