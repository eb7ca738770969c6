/**
 * Which scope a call needs when an API key makes it, from the procedure's path and kind: a query
 * reads, a mutation writes. A path no rule names is for people only (signing in, one's own
 * account, Company Settings, the security log, API keys and webhooks themselves): a key gets 403
 * there whatever its scopes, so a stolen key can never mint another key or change who may sign in.
 */
import type { ApiKeyScope, PlatformApiKeyScope } from '@app/contracts';

type CallKind = 'query' | 'mutation' | 'subscription';

export interface Call {
  path: string;
  type: CallKind;
}

interface Rule<S> {
  /** A dotted path, or a prefix of one ending in a dot. */
  path: string;
  read: S;
  /** Null: the rule grants reads only. */
  write: S | null;
}

const COMPANY_RULES: Rule<ApiKeyScope>[] = [
  // Imports are a person's work at a screen (upload, map, confirm); an integration writes records.
  { path: 'crm.imports.', read: 'crm:read', write: null },
  { path: 'crm.', read: 'crm:read', write: 'crm:write' },
  { path: 'company.team.', read: 'team:read', write: 'team:write' },
  { path: 'company.teamExport', read: 'team:read', write: null },
  { path: 'company.departments.', read: 'team:read', write: 'team:write' },
  { path: 'company.designations.', read: 'team:read', write: 'team:write' },
  { path: 'company.profile.', read: 'company:read', write: null },
  { path: 'company.dashboard.', read: 'company:read', write: null },
];

/** Super admins' own accounts and keys stay with people: a key could otherwise add a super admin. */
const PLATFORM_PEOPLE_ONLY = ['platform.superAdmins.', 'platform.apiKeys.'];

const matches = (path: string, rule: string) => (rule.endsWith('.') ? path.startsWith(rule) : path === rule);

/** The scope a company key needs for `call`, or null when no key may make it. */
export function companyScopeFor(call: Call): ApiKeyScope | null {
  const rule = COMPANY_RULES.find((candidate) => matches(call.path, candidate.path));
  if (!rule) return null;
  return call.type === 'query' ? rule.read : rule.write;
}

/** The scope a platform key needs for `call`, or null when no key may make it. */
export function platformScopeFor(call: Call): PlatformApiKeyScope | null {
  if (!call.path.startsWith('platform.')) return null;
  if (PLATFORM_PEOPLE_ONLY.some((prefix) => call.path.startsWith(prefix))) return null;
  return 'platform';
}
