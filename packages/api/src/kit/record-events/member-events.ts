/**
 * Member events: a company user as the team's GET answers it (`member.created`, `member.updated`),
 * `{ id }` for `member.removed`. The same whoever made the change: the company's own team
 * procedures (procedure-events.ts) or a super admin from the admin host (company-team/).
 */
import type { TeamBulkAction } from '@app/contracts';
import type { Executor } from '@app/db';

import type { UrlSigning } from '../../services/files/signed-url';
import { requireMember, serializeMember, type MemberRow } from '../members';
import type { NewRecordEvent } from './record';

export const memberEvent = (
  type: 'member.created' | 'member.updated',
  row: MemberRow,
  signing: UrlSigning,
): NewRecordEvent => ({ type, recordId: row.id, data: serializeMember(row, signing) });

export const memberRemoved = (id: string): NewRecordEvent => ({ type: 'member.removed', recordId: id, data: { id } });

/** A bulk change's members that it changed: each removed, or each as it now is. */
export async function bulkMemberEvents(
  tx: Executor,
  action: TeamBulkAction,
  results: readonly { id: string; ok: boolean }[],
  signing: UrlSigning,
): Promise<NewRecordEvent[]> {
  const done = results.filter((r) => r.ok).map((r) => r.id);
  if (action === 'delete') return done.map(memberRemoved);
  const events = [];
  for (const id of done) events.push(memberEvent('member.updated', await requireMember(tx, id), signing));
  return events;
}
