/**
 * What a team row's cells need beyond the row itself: the screen's texts, what the viewer may do,
 * which toggles and deletes are under way, and the row's actions. Handed down by the table, so
 * the column definitions stay constant and the person's layout is not worked out again per render.
 */
import { createContext, useContext } from 'react';

import type { MemberAccess } from './access';
import type { TeamMember } from './members';
import type { PendingStatus } from './status-toggle';
import type { TeamTexts } from './team-texts';

export interface MemberRowTools {
  texts: TeamTexts['ui'];
  /** Rows whose status toggle is on its way (their select is disabled meanwhile). */
  pending: PendingStatus;
  deletingId: string | undefined;
  /** What the viewer may do to each row (access.ts): what they may not is locked. */
  access: (user: TeamMember) => MemberAccess;
  onToggle: (user: TeamMember, isActive: boolean) => void;
  onEdit: (user: TeamMember) => void;
  onDelete: (user: TeamMember) => void;
}

export const MemberRowContext = createContext<MemberRowTools | null>(null);

export function useMemberRow(): MemberRowTools {
  const tools = useContext(MemberRowContext);
  if (!tools) throw new Error('A team cell is drawn outside MembersTable');
  return tools;
}
