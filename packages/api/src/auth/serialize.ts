import { SUPER_ADMIN_ROLE } from '@app/contracts';
import type { platformTables, tenantTables } from '@app/db';

import { fileUrlFor, type UrlSigning } from '../services/files/signed-url';
import { serializeMember } from '../kit/members/serialize';
import type { CompanyRecord } from '../core/tenancy/directory';

type SuperAdminRow = typeof platformTables.superAdmins.$inferSelect;
type UserRow = typeof tenantTables.users.$inferSelect;

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** The signed-in super admin, in the documented profile shape (docs/product/platform-admin.md#records), `id` and `_id` alike. */
export function serializeSuperAdminProfile(row: SuperAdminRow, signing: UrlSigning) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    role: SUPER_ADMIN_ROLE,
    isActive: row.isActive,
    hasPassword: row.passwordHash !== null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    lastLogin: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    profile: {
      avatar: fileUrlFor(signing, row.avatarKey),
      phone: row.phone,
      department: null,
      designation: null,
      dateOfBirth: null,
    },
  };
}

/**
 * The signed-in company user: the team member's shape, plus the company it belongs to. The company's
 * time zone comes along because every role's screens show "today" on the company's calendar
 * (decision 0023), and the signed-in profile is there whenever a screen draws.
 */
export function serializeUserProfile(row: UserRow, company: CompanyRecord, signing: UrlSigning) {
  return {
    ...serializeMember(row, signing),
    hasPassword: row.passwordHash !== null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    company: {
      id: company.id,
      _id: company.id,
      name: company.name,
      subdomain: company.subdomain,
      timeZone: company.timeZone,
    },
  };
}

export type SignedInUser = ReturnType<typeof serializeSuperAdminProfile> | ReturnType<typeof serializeUserProfile>;
