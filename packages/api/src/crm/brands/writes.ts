/**
 * Brand create, update and delete inside the request's transaction. Custom field values are checked
 * against the columns on every write; files go through ctx.files (stored now, removed on rollback;
 * a replaced logo removed after the commit).
 */
import { MESSAGES, type CreateBrandInput, type UpdateBrandInput } from '@app/contracts';
import { eq, sql, tenantTables } from '@app/db';

import { personIdOf } from '../../core/middlewares/auth';
import { AppError } from '../../core/errors';
import { columnsOf } from '../custom-columns/reads';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { mergeCustom } from '../custom-fields/values';
import { assertRequired, checkCustomFields } from './custom-values';
import { assertOwner, brandColumns, definedOnly } from './fields';
import { prepareBrandLogo } from './logo';
import { findBrand, readBackBrand } from './reads';

const { brands, leads } = tenantTables;

export async function createBrand(ctx: TenantContext, input: CreateBrandInput) {
  const columns = await columnsOf(ctx.tx, 'brand');
  const split = checkCustomFields(columns, input.customFields ?? {});
  const values = definedOnly(brandColumns(input, split));
  const customFields = mergeCustom({}, split.custom);
  assertRequired(columns, values, customFields);
  await assertOwner(ctx.tx, values.brandOwnerId);
  const logo = await prepareBrandLogo(ctx.company.id, input.logo);
  if (logo) await ctx.files.store([logo]);
  const [row] = await ctx.tx
    .insert(brands)
    .values({
      ...values,
      name: input.name,
      customFields,
      logoKey: logo?.key ?? null,
      createdBy: personIdOf(ctx.actor),
      // The request's clock decides which week tile a brand counts in.
      createdAt: ctx.deps.now(),
      updatedAt: ctx.deps.now(),
    })
    .returning({ id: brands.id });
  return readBackBrand(ctx.tx, row!.id);
}

export async function updateBrand(ctx: TenantContext, input: UpdateBrandInput) {
  const { brand } = await findBrand(ctx.tx, input.id);
  const columns = await columnsOf(ctx.tx, 'brand');
  const split = checkCustomFields(columns, input.customFields ?? {});
  const values = definedOnly(brandColumns(input, split));
  const customFields = mergeCustom(brand.customFields, split.custom);
  assertRequired(columns, { ...brand, ...values }, customFields);
  if (values.brandOwnerId !== brand.brandOwnerId) await assertOwner(ctx.tx, values.brandOwnerId);
  const logo = await prepareBrandLogo(ctx.company.id, input.logo);
  if (logo) await ctx.files.store([logo]);
  const logoKey = logo ? logo.key : input.removeLogo ? null : undefined;
  if (logoKey !== undefined) ctx.files.discardAfterCommit([brand.logoKey]);
  await ctx.tx
    .update(brands)
    .set({ ...values, customFields, logoKey, updatedAt: ctx.deps.now() })
    .where(eq(brands.id, brand.id));
  return readBackBrand(ctx.tx, brand.id);
}

/** A brand's leads are sales records: a brand that has any is not deleted (decision 0010). */
export async function removeBrand(ctx: TenantContext, id: string) {
  const { brand } = await findBrand(ctx.tx, id);
  // Locked first: a lead added meanwhile waits for this transaction instead of slipping past the count.
  await ctx.tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brand.id)).for('update');
  const [held] = await ctx.tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(eq(leads.brandId, brand.id));
  if (held && held.n > 0) throw new AppError('CONFLICT', MESSAGES.crm.brands.hasLeads(held.n));
  await ctx.tx.delete(brands).where(eq(brands.id, brand.id));
  ctx.files.discardAfterCommit([brand.logoKey]);
  return brand;
}
