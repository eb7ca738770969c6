import type { UserRole } from '@app/contracts';

/** Roles that manage the team and its lists (docs/product/company-portal.md#who-may-do-what). */
export const TEAM_MANAGER_ROLES: readonly UserRole[] = ['owner', 'admin'];

/** Whether a role is in the required list; everyone when the list is empty (docs/product/company-portal.md#route-guards). */
export const roleAllowed = (role: string, required: readonly string[]): boolean =>
  required.length === 0 || required.includes(role);

export type CompanySettingsAccess = 'allowed' | 'adminNotEnabled' | 'ownersOnly';

/**
 * Company Settings (docs/product/company-portal.md#company-settings, #who-may-do-what): the owner always; an admin only while the owner allows it
 * (allowAdminCompanySettings); a team member never. The two refusals carry the product's two reasons.
 */
export function companySettingsAccess(role: string, allowAdminCompanySettings: boolean): CompanySettingsAccess {
  if (role === 'owner') return 'allowed';
  if (role === 'admin') return allowAdminCompanySettings ? 'allowed' : 'adminNotEnabled';
  return 'ownersOnly';
}

/**
 * The name the header shows (docs/product/company-portal.md#shell-and-navigation): the company's name, else its subdomain with a capital,
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
