import type { TRPCRouterRecord } from '@trpc/server';

import {
  brandBulkInput,
  brandIdInput,
  brandListInput,
  createBrandInput,
  MESSAGES,
  updateBrandInput,
} from '@app/contracts';

import { urlSigning } from '../../services/files/signed-url';
import { tenantUserProcedure } from '../../core/procedures';
import { bulkBrands } from './bulk';
import { brandOptions, findBrand, listBrands } from './reads';
import { serializeBrand } from './serialize';
import { createBrand, removeBrand, updateBrand } from './writes';

const m = MESSAGES.crm.brands;

/** Brands (docs/product/crm.md#brands, #rest-paths), for every company role. */
export const crmBrandsRouter = {
  list: tenantUserProcedure.input(brandListInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    ...(await listBrands(ctx.tx, input, urlSigning(ctx), ctx.company.timeZone)),
  })),
  dropdown: tenantUserProcedure.query(async ({ ctx }) => ({
    message: m.dropdownFetched,
    brands: await brandOptions(ctx.tx),
  })),
  get: tenantUserProcedure.input(brandIdInput).query(async ({ ctx, input }) => ({
    message: m.fetchedOne,
    brand: serializeBrand(await findBrand(ctx.tx, input.id), urlSigning(ctx)),
  })),
  create: tenantUserProcedure.input(createBrandInput).mutation(async ({ ctx, input }) => ({
    message: m.created,
    brand: serializeBrand(await createBrand(ctx, input), urlSigning(ctx)),
  })),
  update: tenantUserProcedure.input(updateBrandInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    brand: serializeBrand(await updateBrand(ctx, input), urlSigning(ctx)),
  })),
  remove: tenantUserProcedure.input(brandIdInput).mutation(async ({ ctx, input }) => {
    const brand = await removeBrand(ctx, input.id);
    return { message: m.deleted, id: brand.id, _id: brand.id };
  }),
  bulk: tenantUserProcedure.input(brandBulkInput).mutation(({ ctx, input }) => bulkBrands(ctx, input)),
} satisfies TRPCRouterRecord;
