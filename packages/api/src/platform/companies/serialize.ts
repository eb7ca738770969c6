import type { CompanyStatus, RecordVisibility } from '@app/contracts';

import { fileUrlFor, type UrlSigning } from '../../services/files/signed-url';
import { isCompanyActive, isExpired } from '../../core/tenancy/directory';
import type { CompanyRow } from './queries';

/**
 * The documented company shape (docs/product/platform-admin.md#records): `id` and `_id`, the owner copy kept on the platform
 * row, URLs instead of storage keys, and the status as stored plus as shown (an expired company is
 * shown inactive whatever its stored status).
 */
export function serializeCompany(row: CompanyRow, ctx: UrlSigning) {
  const expired = isExpired(row, ctx.now);
  const avatar = fileUrlFor(ctx, row.ownerAvatarKey);
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    description: row.description,
    status: row.status as CompanyStatus,
    displayStatus: isCompanyActive(row, ctx.now) ? ('active' as const) : ('inactive' as const),
    isExpired: expired,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: {
      _id: row.ownerId,
      id: row.ownerId,
      name: row.ownerName,
      email: row.ownerEmail,
      avatar,
      profile: { avatar },
    },
    ownerId: row.ownerId,
    contact: { phone: row.phone, website: row.website },
    branding: { logo: fileUrlFor(ctx, row.logoKey), themeColor: row.themeColor },
    subscription: { endDate: row.subscriptionEndDate },
    settings: {
      allowAdminCompanySettings: row.allowAdminCompanySettings,
      requireTwoFactor: row.requireTwoFactor,
      timeZone: row.timeZone,
      digestHour: row.digestHour,
      recordVisibility: row.recordVisibility as RecordVisibility,
    },
    userStats: {
      total: row.usersTotal,
      active: row.usersActive,
      inactive: Math.max(0, row.usersTotal - row.usersActive),
    },
  };
}

export type SerializedCompany = ReturnType<typeof serializeCompany>;
