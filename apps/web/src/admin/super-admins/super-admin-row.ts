/**
 * What a super admin row's cells need beyond the row: who is signed in (their own row is locked),
 * whether a bulk action runs, the time for "N hours ago", and the row's actions. Handed down by
 * the table, so the column definitions stay constant.
 */
import { createContext, useContext } from 'react';

import type { SuperAdmin } from './super-admins-model';

export interface SuperAdminRowTools {
  selfId: string;
  /** Buttons and selects are locked while a bulk action runs. */
  busy: boolean;
  /** Now, for 'N hours ago'. */
  now: Date;
  onStatusChange: (admin: SuperAdmin, isActive: boolean) => void;
  onEdit: (admin: SuperAdmin) => void;
  onDelete: (admin: SuperAdmin) => void;
}

export const SuperAdminRowContext = createContext<SuperAdminRowTools | null>(null);

export function useSuperAdminRow(): SuperAdminRowTools {
  const tools = useContext(SuperAdminRowContext);
  if (!tools) throw new Error('A super admin cell is drawn outside SuperAdminsTable');
  return tools;
}
