/** The Meetings table's header and rows (spec 002 §2.5): the client fields come from the meeting's lead. */
import { Table } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { DateCell, MeetingTimeCell, TruncatedCell } from '../kit/cells';
import { ContactCells, ContactHeads, sortHeaderFor } from '../kit/ContactCells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import { RowActions } from '../kit/RowActions';
import type { CrmListApi } from '../kit/useCrmListState';
import type { MeetingRow } from './meeting-row';
import type { MeetingFilter, MeetingSort } from './meetings-list';

const c = MESSAGES.web.crmMeetings.columns;
const k = MESSAGES.web.crmKit;

export const MEETING_COLUMN_COUNT = 15;

export function MeetingsHead({ list }: { list: CrmListApi<MeetingFilter, MeetingSort> }) {
  const sortable = sortHeaderFor(list);
  return (
    <Table.Tr>
      {sortable('createdAt', c.date)}
      <Table.Th>{c.brand}</Table.Th>
      {sortable('clientName', c.clientName)}
      <ContactHeads labels={c} />
      {sortable('scheduledDate', c.scheduledDate)}
      {sortable('type', c.type)}
      {sortable('status', c.status)}
      <Table.Th>{c.outcome}</Table.Th>
      <Table.Th>{c.csPerson}</Table.Th>
      <Table.Th>{c.comment}</Table.Th>
      <Table.Th>{k.actions}</Table.Th>
    </Table.Tr>
  );
}

export interface MeetingRowProps {
  meeting: MeetingRow;
  onEdit: (meeting: MeetingRow) => void;
  onView: (meeting: MeetingRow) => void;
  onDelete: (meeting: MeetingRow) => void;
}

export function MeetingTableRow({ meeting, onEdit, onView, onDelete }: MeetingRowProps) {
  const dash = MESSAGES.web.time.emptyDate;
  return (
    <Table.Tr>
      <Table.Td>
        <DateCell value={meeting.date} />
      </Table.Td>
      <Table.Td>{meeting.brand || dash}</Table.Td>
      <Table.Td fw={500}>{meeting.clientName || dash}</Table.Td>
      <ContactCells client={meeting} linkedinLabel={c.linkedin} />
      <Table.Td>
        <MeetingTimeCell value={meeting.scheduledDate} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{meeting.type || dash}</Table.Td>
      <Table.Td>
        <CrmBadge kind="meetingStatus" value={meeting.status} />
      </Table.Td>
      <Table.Td>
        <CrmBadge kind="outcome" value={meeting.outcome} />
      </Table.Td>
      <Table.Td>
        <PersonBadge name={meeting.csPerson} />
      </Table.Td>
      <Table.Td>
        <TruncatedCell value={meeting.comment} />
      </Table.Td>
      <Table.Td>
        <RowActions
          name={meeting.title || meeting.clientName || ''}
          onEdit={() => onEdit(meeting)}
          onView={() => onView(meeting)}
          onDelete={() => onDelete(meeting)}
        />
      </Table.Td>
    </Table.Tr>
  );
}
