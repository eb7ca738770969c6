import { publicFileUrl } from '../files/signed-url';
import type { SuperAdminRow } from './queries';

/** What turns stored keys into URLs: the secret and the request's clock. */
export interface SuperAdminSerializeContext {
  secret: string;
  now: Date;
}

export const serializeContext = (deps: {
  config: { jwtSecret: string };
  now: () => Date;
}): SuperAdminSerializeContext => ({
  secret: deps.config.jwtSecret,
  now: deps.now(),
});

/**
 * The documented super admin shape (spec 000 §3): `id` and `_id` alike, a signed URL instead of
 * the storage key (avatars are not public files), and `lastLogin` null for "Never".
 */
export function serializeSuperAdmin(row: SuperAdminRow, ctx: SuperAdminSerializeContext) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    profile: {
      avatar: publicFileUrl(ctx.secret, row.avatarKey, ctx.now),
      phone: row.phone,
    },
  };
}

export type SerializedSuperAdmin = ReturnType<typeof serializeSuperAdmin>;
