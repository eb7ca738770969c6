/** The Enquiries table's header and rows (spec 002 §2.6): the client and brand come from the enquiry's lead. */
import { Table } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { SortHeader } from '../../../shared/list/SortHeader';
import { DateCell, MoneyCell, TruncatedCell } from '../kit/cells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import type { CrmListApi } from '../kit/useCrmListState';
import type { EnquiryFilter, EnquirySort } from './enquiries-list';
import { EnquiryActions, type EnquiryActionsProps } from './EnquiryActions';

const c = MESSAGES.web.crmEnquiries.columns;

export const ENQUIRY_COLUMN_COUNT = 12;

export function EnquiriesHead({ list }: { list: CrmListApi<EnquiryFilter, EnquirySort> }) {
  const sortable = (column: EnquirySort, label: string) => (
    <SortHeader column={column} sort={list.state.sort} order={list.state.order} onSort={list.toggleSort}>
      {label}
    </SortHeader>
  );
  return (
    <Table.Tr>
      {sortable('addedDate', c.addedDate)}
      <Table.Th>{c.brand}</Table.Th>
      {sortable('clientName', c.clientName)}
      <Table.Th>{c.requirement}</Table.Th>
      <Table.Th>{c.productType}</Table.Th>
      {sortable('value', c.value)}
      {sortable('deliveryDate', c.deliveryDate)}
      {sortable('stage', c.stage)}
      <Table.Th>{c.csPerson}</Table.Th>
      <Table.Th>{c.comment}</Table.Th>
      <Table.Th>{c.nextFollowUpDate}</Table.Th>
      <Table.Th>{MESSAGES.web.crmKit.actions}</Table.Th>
    </Table.Tr>
  );
}

export function EnquiryTableRow(props: EnquiryActionsProps) {
  const { enquiry } = props;
  const dash = MESSAGES.web.time.emptyDate;
  return (
    <Table.Tr>
      <Table.Td>
        <DateCell value={enquiry.addedDate} />
      </Table.Td>
      <Table.Td>{enquiry.brand || dash}</Table.Td>
      <Table.Td fw={500}>{enquiry.clientName || dash}</Table.Td>
      <Table.Td>
        <TruncatedCell value={enquiry.requirement} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{enquiry.productType}</Table.Td>
      <Table.Td>
        <MoneyCell value={enquiry.value} />
      </Table.Td>
      <Table.Td>
        <DateCell value={enquiry.deliveryDate} />
      </Table.Td>
      <Table.Td>
        <CrmBadge kind="enquiryStage" value={enquiry.stage} />
      </Table.Td>
      <Table.Td>
        <PersonBadge name={enquiry.csPerson} />
      </Table.Td>
      <Table.Td>
        <TruncatedCell value={enquiry.comment} width={160} />
      </Table.Td>
      <Table.Td>
        <DateCell value={enquiry.nextFollowUpDate} />
      </Table.Td>
      <Table.Td>
        <EnquiryActions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}
