/**
 * The Add / Edit member panel's state, held by the screen so its Add button can sit in the page's
 * (or the tab's) header while the panel opens from the list's rows too. A guard may refuse to
 * open it (the admin panel, while it navigates or loads), and says why.
 */
import { useState } from 'react';

import type { TeamMember } from './members';

export interface MemberPanelGuards {
  add?: () => string | null;
  edit?: (memberId: string) => string | null;
}

export function useMemberPanel(guards: MemberPanelGuards = {}, onRefused?: (message: string) => void) {
  const [state, setState] = useState<{ opened: boolean; member: TeamMember | null }>({ opened: false, member: null });
  return {
    ...state,
    /** Opens the panel on a member, or empty (null) to add one. */
    open: (member: TeamMember | null) => {
      const problem = member ? guards.edit?.(member.id) : guards.add?.();
      if (problem) onRefused?.(problem);
      else setState({ opened: true, member });
    },
    close: () => setState((p) => ({ ...p, opened: false })),
  };
}

export type MemberPanelState = ReturnType<typeof useMemberPanel>;
