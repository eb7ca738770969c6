/**
 * The Meetings list's columns (the client fields come from the meeting's lead). Shown by default:
 * the client, when, the status, type, outcome and CS person, fitting a 1440 px screen; the rest
 * wait in the column choice.
 */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { DateCell, MeetingTimeCell, TruncatedCell } from '../kit/cells';
import { contactColumns } from '../kit/ContactCells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import type { MeetingRow } from './meeting-row';

const c = MESSAGES.web.crmMeetings.columns;
const dash = MESSAGES.web.time.emptyDate;

const contacts = contactColumns<MeetingRow>(c).map((column) => ({ ...column, shown: false }));

export const MEETING_COLUMNS: readonly ListColumn<MeetingRow>[] = [
  { id: 'clientName', label: c.clientName, sort: 'clientName', width: 180, cell: (m) => m.clientName || dash },
  {
    id: 'scheduledDate',
    label: c.scheduledDate,
    sort: 'scheduledDate',
    width: 180,
    onCard: true,
    cell: (m) => <MeetingTimeCell value={m.scheduledDate} />,
  },
  {
    id: 'status',
    label: c.status,
    sort: 'status',
    width: 120,
    onCard: true,
    cell: (m) => <CrmBadge kind="meetingStatus" value={m.status} />,
  },
  { id: 'type', label: c.type, sort: 'type', width: 110, cell: (m) => m.type || dash },
  { id: 'outcome', label: c.outcome, width: 150, cell: (m) => <CrmBadge kind="outcome" value={m.outcome} /> },
  { id: 'csPerson', label: c.csPerson, width: 140, onCard: true, cell: (m) => <PersonBadge name={m.csPerson} /> },
  { id: 'brand', label: c.brand, width: 120, shown: false, cell: (m) => m.brand || dash },
  { id: 'date', label: c.date, sort: 'createdAt', width: 110, shown: false, cell: (m) => <DateCell value={m.date} /> },
  ...contacts,
  { id: 'comment', label: c.comment, width: 200, shown: false, cell: (m) => <TruncatedCell value={m.comment} /> },
];
