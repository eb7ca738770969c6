import { MESSAGES } from '@app/contracts';
import { withTenant, type Tx } from '@app/db';

import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { isCompanyActive, type CompanyRecord } from './directory';

/**
 * The company a tenant request is for, refusing unknown (403 COMPANY_NOT_FOUND) and inactive or
 * expired companies (403 COMPANY_INACTIVE), as every tenant call must (docs/architecture.md#identity).
 */
export async function requireActiveCompany(deps: AppDeps, subdomain: string): Promise<CompanyRecord> {
  const company = await deps.directory.bySubdomain(subdomain);
  if (!company) throw new AppError('COMPANY_NOT_FOUND', MESSAGES.auth.companyNotFound);
  if (!isCompanyActive(company, deps.now())) throw new AppError('COMPANY_INACTIVE', MESSAGES.auth.companyInactive);
  return company;
}

/** Runs `work` in one transaction on the company's schema (SET LOCAL search_path). */
export const inTenant = <T>(deps: AppDeps, company: CompanyRecord, work: (tx: Tx) => Promise<T>) =>
  withTenant(deps.db, company.id, work);
