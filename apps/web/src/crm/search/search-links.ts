/**
 * Where a search hit opens: a lead its own page; the other kinds their list with the search
 * applied (their side panels are opened from the list, not from an address).
 */
import type { SearchHit } from '@app/contracts';

import { COMPANY_PATHS } from '../../company/paths';

const LIST_OF = {
  brands: COMPANY_PATHS.crmBrands,
  meetings: COMPANY_PATHS.crmMeetings,
  enquiries: COMPANY_PATHS.crmEnquiries,
  team: COMPANY_PATHS.team,
} as const;

export function hitHref(hit: Pick<SearchHit, 'kind' | 'id' | 'label'>): string {
  if (hit.kind === 'leads') return `${COMPANY_PATHS.crmLeads}/${encodeURIComponent(hit.id)}`;
  return `${LIST_OF[hit.kind]}?${new URLSearchParams({ search: hit.label }).toString()}`;
}
