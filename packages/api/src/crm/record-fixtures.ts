/** Set-up for the lead, meeting and enquiry tests (not a test file itself). */
import type { SignedInCompany } from '../testing/signed-in-company';
import { crmOf } from './test-fixtures';

export { crmAppTest, crmOf, crmTestApp, failureOf } from './test-fixtures';

/** A brand and a lead of it through the procedures, the member as CS person. */
export async function brandAndLead(company: SignedInCompany, clientName = 'Asha Rao', brandName = 'Acme') {
  const crm = crmOf(company);
  const { brand } = await crm.brands.create({ name: brandName });
  const { lead } = await crm.leads.create({ brandId: brand.id, clientName, csPersonId: company.member.id });
  return { brand, lead };
}

/** The field paths a failure names. */
export const fieldsOf = (failure: { errors?: { path: string }[] }) => (failure.errors ?? []).map((e) => e.path);
