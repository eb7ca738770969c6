/** My follow-ups without React: the three groups in order, and who a "whose" choice names. */
import { FOLLOW_UP_DUES, MESSAGES, type FollowUp, type FollowUpDue } from '@app/contracts';

const t = MESSAGES.crm.followUps;

export const DUE_LABEL: Record<FollowUpDue, string> = { overdue: t.overdue, today: t.today, week: t.thisWeek };
export const DUE_COLOR: Record<FollowUpDue, string> = { overdue: 'red', today: 'orange', week: 'blue' };

export interface FollowUpGroup {
  due: FollowUpDue;
  label: string;
  /** Over the whole set, even where the list was capped. */
  count: number;
  items: FollowUp[];
}

/** Overdue, today, this week; empty groups left out. */
export function groupFollowUps(followUps: readonly FollowUp[], counts: Record<FollowUpDue, number>): FollowUpGroup[] {
  return FOLLOW_UP_DUES.map((due) => ({
    due,
    label: DUE_LABEL[due],
    count: counts[due],
    items: followUps.filter((f) => f.due === due),
  })).filter((g) => g.count > 0 || g.items.length > 0);
}

/** The "whose" select's value: '' = mine, 'all' = everyone's, else a member's id. */
export type Whose = string;

/** The list call's input for a "whose" choice. */
export const whoseInput = (whose: Whose) => (whose === '' ? {} : { csPersonId: whose });

/** What a follow-up is about: the enquiry's requirement, or the lead. */
export const subjectOf = (f: FollowUp) => (f.kind === 'enquiry' ? (f.requirement ?? '') : f.clientName);
