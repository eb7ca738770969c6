import {
  MESSAGES,
  SUBDOMAIN,
  type CheckSubdomainInput,
  type PublicSubdomainInput,
  type SubdomainLookupInput,
} from '@app/contracts';

import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { fileUrlFor } from '../../services/files/signed-url';
import { isCompanyActive } from '../../core/tenancy/directory';
import { subdomainTaken } from './queries';

/** The company form's Check button (the input schema already refused malformed and reserved names). */
export async function checkSubdomainAvailable(deps: AppDeps, input: CheckSubdomainInput) {
  const taken = await subdomainTaken(deps.db, input.subdomain);
  const message = taken ? MESSAGES.subdomain.taken : MESSAGES.subdomain.available;
  return { message, available: !taken };
}

/** The tenant login page's colour, before anyone signs in. */
export async function publicTheme(deps: AppDeps, input: PublicSubdomainInput) {
  const company = await deps.directory.bySubdomain(input.subdomain);
  if (!company) throw new AppError('NOT_FOUND', MESSAGES.company.notFound);
  return { themeColor: company.themeColor };
}

const reserved = new Set<string>(SUBDOMAIN.reserved);

/**
 * What the tenant host shows before login: the company's name and logo, or `valid: false` for a
 * name that is no company. An inactive company is still valid here: its login page shows, and the
 * sign-in answers COMPANY_INACTIVE.
 */
export async function publicSubdomainCheck(deps: AppDeps, input: SubdomainLookupInput) {
  const company =
    input.subdomain && !reserved.has(input.subdomain) ? await deps.directory.bySubdomain(input.subdomain) : null;
  if (!company) return { valid: false, companyName: null, logo: null, themeColor: null, status: null };
  const now = deps.now();
  return {
    valid: true,
    companyName: company.name,
    // A logo is public: it needs no viewer.
    logo: fileUrlFor({ secret: deps.config.jwtSecret, now }, company.logoKey),
    themeColor: company.themeColor,
    status: isCompanyActive(company, now) ? ('active' as const) : ('inactive' as const),
  };
}
