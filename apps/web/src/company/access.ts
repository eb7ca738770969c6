import type { UserRole } from '@app/contracts';

/** Roles that manage the team and its lists (spec 001 §6). */
export const TEAM_MANAGER_ROLES: readonly UserRole[] = ['owner', 'admin'];

/** Whether a role is in the required list; everyone when the list is empty (spec 001 §2.7). */
export const roleAllowed = (role: string, required: readonly string[]): boolean =>
  required.length === 0 || required.includes(role);

export type CompanySettingsAccess = 'allowed' | 'adminNotEnabled' | 'ownersOnly';

/**
 * Company Settings (spec 001 §2.3, §6): the owner always; an admin only while the owner allows it
 * (allowAdminCompanySettings); a team member never. The two refusals carry the spec's two reasons.
 */
export function companySettingsAccess(role: string, allowAdminCompanySettings: boolean): CompanySettingsAccess {
  if (role === 'owner') return 'allowed';
  if (role === 'admin') return allowAdminCompanySettings ? 'allowed' : 'adminNotEnabled';
  return 'ownersOnly';
}

/**
 * The name the header shows (spec 001 §2.1): the company's name, else its subdomain with a capital,
 * else `fallback` ('Company').
 */
export function companyDisplayName(
  name: string | null | undefined,
  subdomain: string | null | undefined,
  fallback: string,
): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const sub = subdomain?.trim();
  if (sub) return sub.charAt(0).toUpperCase() + sub.slice(1);
  return fallback;
}
