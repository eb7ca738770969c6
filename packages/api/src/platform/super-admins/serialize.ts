import { fileUrlFor, type UrlSigning } from '../../services/files/signed-url';
import type { SuperAdminRow } from './queries';

/**
 * The documented super admin shape (docs/product/platform-admin.md#records): `id` and `_id` alike, a signed URL instead of
 * the storage key (avatars are not public files), and `lastLogin` null for "Never".
 */
export function serializeSuperAdmin(row: SuperAdminRow, ctx: UrlSigning) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    profile: {
      avatar: fileUrlFor(ctx, row.avatarKey),
      phone: row.phone,
    },
  };
}

export type SerializedSuperAdmin = ReturnType<typeof serializeSuperAdmin>;
