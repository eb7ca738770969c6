/**
 * The companies list's columns for the person's layout, in the order the column choice offers
 * them. The name (with the logo) is first and opens the company's page. Shown by default is what
 * the list always showed, each fact now in its own column so it can be moved or hidden; together
 * they fit a 1440 px screen beside the sidebar. A phone's card shows the portal address and the
 * status under the name.
 */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { CompanyNameCell, CreatedAtCell, ExpiryCell, OwnerCell, PortalAddressCell } from './CompanyCells';
import type { Company } from './company-model';
import { CompanyStatusCell } from './CompanyStatusCell';

const c = MESSAGES.web.companies.columns;

export const COMPANY_COLUMNS: readonly ListColumn<Company>[] = [
  { id: 'name', label: c.name, sort: 'name', width: 220, cell: (co) => <CompanyNameCell company={co} /> },
  {
    id: 'subdomain',
    label: c.subdomain,
    sort: 'subdomain',
    width: 160,
    onCard: true,
    cell: (co) => <PortalAddressCell company={co} />,
  },
  { id: 'owner', label: c.owner, width: 190, cell: (co) => <OwnerCell company={co} /> },
  { id: 'createdAt', label: c.createdAt, sort: 'createdAt', width: 110, cell: (co) => <CreatedAtCell company={co} /> },
  {
    id: 'expiryDate',
    label: c.expiryDate,
    sort: 'expiryDate',
    width: 130,
    cell: (co) => <ExpiryCell company={co} />,
  },
  {
    id: 'status',
    label: c.status,
    sort: 'status',
    width: 130,
    onCard: true,
    cell: (co) => <CompanyStatusCell company={co} />,
  },
];
