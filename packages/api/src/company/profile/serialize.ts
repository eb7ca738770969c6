import type { CompanyRow } from '../../platform/companies/queries';
import { serializeCompany } from '../../platform/companies/serialize';
import type { UrlSigning } from '../../services/files/signed-url';

/**
 * The company as its own portal sees it (docs/product/company-portal.md#records): the platform's company shape without what
 * only super admins see (status, owner email, user counts).
 */
export function serializePortalCompany(row: CompanyRow, signing: UrlSigning) {
  const company = serializeCompany(row, signing);
  return {
    id: company.id,
    _id: company._id,
    name: company.name,
    subdomain: company.subdomain,
    description: company.description,
    createdAt: company.createdAt,
    branding: company.branding,
    contact: company.contact,
    owner: { name: company.owner.name },
    ownerId: company.ownerId,
    subscription: company.subscription,
    settings: company.settings,
  };
}

export type PortalCompany = ReturnType<typeof serializePortalCompany>;
