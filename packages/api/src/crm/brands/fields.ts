/**
 * A brand form as table columns: the top-level fields, the address and social media parts, and the
 * built-in text columns a form may send inside customFields (the top-level field wins).
 */
import { MESSAGES, type BrandPatch } from '@app/contracts';
import { and, eq, tenantTables, type Executor } from '@app/db';

import { fieldError } from '../../core/errors';
import type { SplitValues } from './custom-values';

const { users } = tenantTables;

export type BrandColumns = Partial<typeof tenantTables.brands.$inferInsert>;

export function brandColumns(input: BrandPatch, split: SplitValues): BrandColumns {
  const { address: a, socialMedia: s } = input;
  return {
    name: input.name,
    description: input.description,
    notes: input.notes,
    phone: input.phone !== undefined ? input.phone : split.builtIn.phone,
    website: input.website !== undefined ? input.website : split.builtIn.website,
    industry: input.industry !== undefined ? input.industry : split.builtIn.industry,
    brandOwnerId: input.brandOwner,
    street: a?.street,
    city: a?.city,
    state: a?.state,
    country: a?.country,
    pinCode: a?.pinCode,
    linkedin: s?.linkedin,
    twitter: s?.twitter,
    facebook: s?.facebook,
    instagram: s?.instagram,
  };
}

/** Undefined means "leave as is": drop those keys so an update sets only what was sent. */
export const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A brand owner is an active user of this company (another company's id is unknown here). */
export async function assertOwner(tx: Executor, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.isActive, true)));
  if (!user) throw fieldError('brandOwner', MESSAGES.crm.brands.ownerInvalid);
}
