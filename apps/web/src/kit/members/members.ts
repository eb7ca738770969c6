/**
 * A company's member as both team lists answer it (platform.companyTeam.list for the admin panel,
 * company.team.list for the company portal: the same serializer), and the calls the kit makes,
 * bound by each screen to its own procedures (see useTeamCalls in admin and tenant).
 */
import type { TeamBulkAction, TeamBulkOutcome } from '@app/contracts';

import type { RouterOutputs } from '../../lib/api/types';

export type TeamList = RouterOutputs['company']['team']['list'];
export type TeamMember = TeamList['users'][number];

export interface TeamCalls {
  setStatus: (memberId: string, isActive: boolean) => Promise<{ user: TeamMember }>;
  remove: (memberId: string) => Promise<unknown>;
  bulk: (action: TeamBulkAction, ids: string[]) => Promise<TeamBulkOutcome>;
  /** REST paths of the multipart invite and edit (avatars travel as files). */
  invitePath: string;
  editPath: (memberId: string) => string;
  /** Patches the loaded list with the server's row after a status change. */
  patchRow: (user: TeamMember) => void;
  /** Reloads what a change affects (the list, counters elsewhere). */
  refresh: () => Promise<unknown>;
}
