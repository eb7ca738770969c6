/**
 * What a company row's cells need beyond the row: the platform's base domain (for the portal
 * address), which status changes are under way, and the row's actions. Handed down by the table,
 * so the column definitions stay constant.
 */
import { createContext, useContext } from 'react';

import type { Company, ShownStatus } from './company-model';

export interface CompanyRowTools {
  baseDomain: string;
  /** Ids whose status is being changed. */
  pendingStatus: ReadonlySet<number>;
  onStatusChange: (company: Company, status: ShownStatus) => void;
  onView: (company: Company) => void;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}

export const CompanyRowContext = createContext<CompanyRowTools | null>(null);

export function useCompanyRow(): CompanyRowTools {
  const tools = useContext(CompanyRowContext);
  if (!tools) throw new Error('A company cell is drawn outside CompaniesTable');
  return tools;
}
