/**
 * The brands bulk bar (docs/product/crm.md#brands, #rest-paths; docs/architecture.md#the-api) as one call: each id through the same rules
 * as a single edit or delete, each in its own savepoint, so a refused id (unknown, another
 * company's, a brand with leads) rolls back alone and is answered with its reason.
 */
import { MESSAGES, updateBrandInput, type BrandBulkInput } from '@app/contracts';
import { eq, tenantTables } from '@app/db';

import { AppError, fieldError } from '../../core/errors';
import { isCustomColumn } from '../custom-columns/built-in';
import { columnsOf } from '../custom-columns/reads';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { keepScope, scopeOf } from '../visibility';
import { assertOwner } from './fields';
import { findBrand } from './reads';
import { removeBrand, updateBrand } from './writes';

const { brands } = tenantTables;
const m = MESSAGES.crm.brands;

interface BulkResult {
  id: string;
  ok: boolean;
  message?: string;
}

/** What one id does, and the success text for n brands. */
async function plan(
  ctx: TenantContext,
  input: BrandBulkInput,
): Promise<{ apply: (c: TenantContext, id: string) => Promise<unknown>; done: (n: number) => string }> {
  if (input.action === 'delete') {
    return { apply: (c: TenantContext, id: string) => removeBrand(c, id), done: m.deletedBulk };
  }
  if (input.action === 'changeOwner') {
    // Checked once: the owner is the same for every id.
    await assertOwner(ctx.tx, input.brandOwner);
    return {
      apply: async (c: TenantContext, id: string) => {
        await findBrand(c.tx, id);
        await c.tx
          .update(brands)
          .set({ brandOwnerId: input.brandOwner, updatedAt: c.deps.now() })
          .where(eq(brands.id, id));
      },
      done: m.ownerUpdatedBulk,
    };
  }
  const column = (await columnsOf(ctx.tx, 'brand')).find((c) => c.name === input.field);
  if (!column || !isCustomColumn(column)) throw fieldError('field', m.bulkFieldNotCustom(input.field));
  return {
    apply: (c: TenantContext, id: string) =>
      updateBrand(c, updateBrandInput.parse({ id, customFields: { [column.name]: input.value } })),
    done: (n: number) => m.fieldUpdatedBulk(column.label, n),
  };
}

export async function bulkBrands(ctx: TenantContext, input: BrandBulkInput) {
  const { apply, done } = await plan(ctx, input);
  const results: BulkResult[] = [];
  for (const id of input.ids) {
    try {
      await ctx.tx.transaction((savepoint) => {
        keepScope(savepoint, scopeOf(ctx.tx));
        return apply({ ...ctx, tx: savepoint }, id);
      });
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError))
        ctx.deps.log.error({ brandId: id, reason: String(error) }, 'bulk brand change failed');
      results.push({ id, ok: false, message: error instanceof AppError ? error.message : m.bulkItemFailed });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return {
    message: succeeded === results.length ? done(succeeded) : m.bulkPartial(succeeded, results.length),
    results,
    counts: { succeeded, failed: results.length - succeeded },
  };
}
