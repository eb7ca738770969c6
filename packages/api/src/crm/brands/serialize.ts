import { eq, tenantTables, type Executor } from '@app/db';

import { fileUrlFor, type UrlSigning } from '../../services/files/signed-url';

const { brands, users } = tenantTables;

/** What a brand read selects: the row and its owner (left join, null when none). */
export const brandSelection = {
  brand: brands,
  owner: { id: users.id, name: users.name, email: users.email, avatarKey: users.avatarKey },
};

/** Brands with their owners, ready for a `where`. */
export const selectBrands = (tx: Executor) =>
  tx.select(brandSelection).from(brands).leftJoin(users, eq(users.id, brands.brandOwnerId));

export type BrandRow = typeof brands.$inferSelect;
export interface OwnerRow {
  id: string;
  name: string;
  email: string;
  avatarKey: string | null;
}

/** A company user as pickers and brand owners show them (docs/product/crm.md#brands). */
export const serializePerson = (user: OwnerRow, ctx: UrlSigning) => ({
  id: user.id,
  _id: user.id,
  name: user.name,
  email: user.email,
  profile: { avatar: fileUrlFor(ctx, user.avatarKey) },
});

/** The brand as answered (docs/product/crm.md#brands): `id` and `_id`, nested address and social media, the logo as a URL. */
export const serializeBrand = ({ brand, owner }: { brand: BrandRow; owner: OwnerRow | null }, ctx: UrlSigning) => ({
  id: brand.id,
  _id: brand.id,
  name: brand.name,
  description: brand.description,
  notes: brand.notes,
  logo: fileUrlFor(ctx, brand.logoKey),
  phone: brand.phone,
  website: brand.website,
  industry: brand.industry,
  brandOwner: owner ? serializePerson(owner, ctx) : null,
  address: {
    street: brand.street,
    city: brand.city,
    state: brand.state,
    country: brand.country,
    pinCode: brand.pinCode,
  },
  socialMedia: {
    linkedin: brand.linkedin,
    twitter: brand.twitter,
    facebook: brand.facebook,
    instagram: brand.instagram,
  },
  customFields: brand.customFields,
  createdAt: brand.createdAt.toISOString(),
  updatedAt: brand.updatedAt.toISOString(),
});

export type SerializedBrand = ReturnType<typeof serializeBrand>;
