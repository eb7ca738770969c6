/** The client contact cells the lead and meeting rows share: Mobile, Email, Designation, LinkedIn, Website. */
import { Table } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { SortHeader } from '../../../shared/list/SortHeader';
import { LinkCell } from './cells';

export interface ClientContact {
  mobileNumber: string | null;
  emailId: string | null;
  designation: string | null;
  linkedin: string | null;
  website: string | null;
}

export function ContactCells({ client, linkedinLabel }: { client: ClientContact; linkedinLabel: string }) {
  const dash = MESSAGES.web.time.emptyDate;
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{client.mobileNumber || dash}</Table.Td>
      <Table.Td>
        <LinkCell href={client.emailId} kind="email" />
      </Table.Td>
      <Table.Td>{client.designation || dash}</Table.Td>
      <Table.Td>
        <LinkCell href={client.linkedin} label={linkedinLabel} />
      </Table.Td>
      <Table.Td>
        <LinkCell href={client.website} />
      </Table.Td>
    </>
  );
}

/** The matching header cells, with the screen's own column titles. */
export function ContactHeads({ labels }: { labels: Record<keyof ClientContact, string> }) {
  return (
    <>
      <Table.Th>{labels.mobileNumber}</Table.Th>
      <Table.Th>{labels.emailId}</Table.Th>
      <Table.Th>{labels.designation}</Table.Th>
      <Table.Th>{labels.linkedin}</Table.Th>
      <Table.Th>{labels.website}</Table.Th>
    </>
  );
}

/** A header cell that sorts `list` by `column` on the server. */
export const sortHeaderFor =
  <S extends string>(list: { state: { sort: S; order: 'asc' | 'desc' }; toggleSort: (column: S) => void }) =>
  (column: S, label: string) => (
    <SortHeader column={column} sort={list.state.sort} order={list.state.order} onSort={list.toggleSort}>
      {label}
    </SortHeader>
  );
