import type { TRPCRouterRecord } from '@trpc/server';

import {
  checkSubdomainInput,
  companyIdInput,
  companyStatusInput,
  createCompanyInput,
  listCompaniesInput,
  updateCompanyInput,
  companyNeighboursInput,
} from '@app/contracts';

import { superAdminProcedure } from '../../core/procedures';
import { createCompany } from './create';
import { getCompany } from './get';
import { companyNeighbours } from './neighbours';
import { listCompanies } from './list';
import { removeCompany } from './remove';
import { setCompanyStatus } from './status';
import { checkSubdomainAvailable } from './subdomain';
import { updateCompany } from './update';

/** Companies as tenants, managed by super admins (appRouter.platform.companies). */
export const platformCompaniesRouter = {
  create: superAdminProcedure
    .input(createCompanyInput)
    .mutation(({ ctx, input }) => createCompany(ctx.deps, ctx.actor, input)),
  list: superAdminProcedure
    .input(listCompaniesInput)
    .query(({ ctx, input }) => listCompanies(ctx.deps, ctx.actor, input)),
  get: superAdminProcedure.input(companyIdInput).query(({ ctx, input }) => getCompany(ctx.deps, ctx.actor, input)),
  neighbours: superAdminProcedure
    .input(companyNeighboursInput)
    .query(({ ctx, input }) => companyNeighbours(ctx.deps, input)),
  update: superAdminProcedure
    .input(updateCompanyInput)
    .mutation(({ ctx, input }) => updateCompany(ctx.deps, ctx.actor, input)),
  remove: superAdminProcedure.input(companyIdInput).mutation(({ ctx, input }) => removeCompany(ctx.deps, input)),
  setStatus: superAdminProcedure
    .input(companyStatusInput)
    .mutation(({ ctx, input }) => setCompanyStatus(ctx.deps, ctx.actor, input)),
  checkSubdomain: superAdminProcedure
    .input(checkSubdomainInput)
    .query(({ ctx, input }) => checkSubdomainAvailable(ctx.deps, input)),
} satisfies TRPCRouterRecord;
