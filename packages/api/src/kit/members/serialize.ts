import type { UserRole } from '@app/contracts';

import { fileUrlFor, type UrlSigning } from '../../services/files/signed-url';
import type { MemberRow } from './rows';

/**
 * The documented company user (docs/product/platform-admin.md#records; docs/product/company-portal.md#records): `id` and `_id` alike, phone and date of birth
 * both flat and under `profile`, a signed URL instead of the storage key (avatars are not public),
 * `lastLogin` null for "Never". Password hashes never leave the server.
 */
export function serializeMember(row: MemberRow, ctx: UrlSigning) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as UserRole,
    isActive: row.isActive,
    lastLogin: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    profile: {
      phone: row.phone,
      avatar: fileUrlFor(ctx, row.avatarKey),
      department: row.department,
      designation: row.designation,
      dateOfBirth: row.dateOfBirth,
    },
  };
}

export type SerializedMember = ReturnType<typeof serializeMember>;
