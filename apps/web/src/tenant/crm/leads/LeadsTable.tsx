/** The Leads table's header and rows (spec 002 §2.4), in the spec's column order. */
import { Anchor, Table } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { DateCell, TruncatedCell } from '../kit/cells';
import { ContactCells, ContactHeads, sortHeaderFor } from '../kit/ContactCells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import { RowActions } from '../kit/RowActions';
import type { CrmListApi } from '../kit/useCrmListState';
import type { LeadFilter, LeadSort } from './leads-list';
import type { LeadRow } from './lead-row';

const c = MESSAGES.web.crmLeads.columns;
const k = MESSAGES.web.crmKit;

export const LEAD_COLUMN_COUNT = 14;

export function LeadsHead({ list }: { list: CrmListApi<LeadFilter, LeadSort> }) {
  const sortable = sortHeaderFor(list);
  return (
    <Table.Tr>
      {sortable('date', c.date)}
      <Table.Th>{c.brand}</Table.Th>
      <Table.Th>{c.hq}</Table.Th>
      {sortable('clientName', c.clientName)}
      <ContactHeads labels={c} />
      {sortable('stage', c.stage)}
      <Table.Th>{c.csPerson}</Table.Th>
      <Table.Th>{c.comment}</Table.Th>
      {sortable('nextFollowUpDate', c.nextFollowUpDate)}
      <Table.Th>{k.actions}</Table.Th>
    </Table.Tr>
  );
}

export interface LeadRowProps {
  lead: LeadRow;
  onEdit: (lead: LeadRow) => void;
  onDelete: (lead: LeadRow) => void;
  /** The lead's page, carrying the list's state (leads/page/lead-nav.ts); a click on the row opens it. */
  href?: string;
}

/** Clicks on the row's own controls (links, buttons, menus) do what they say, not open the lead. */
const onControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, [role="menuitem"], [role="dialog"]') !== null;

export function LeadTableRow({ lead, onEdit, onDelete, href }: LeadRowProps) {
  const dash = MESSAGES.web.time.emptyDate;
  const navigate = useNavigate();
  const open = href
    ? {
        onClick: (event: MouseEvent) => {
          if (!onControl(event) && !window.getSelection()?.toString()) navigate(href);
        },
        style: { cursor: 'pointer' },
      }
    : {};
  return (
    <Table.Tr {...open}>
      <Table.Td>
        <DateCell value={lead.date} />
      </Table.Td>
      <Table.Td>{lead.brand || dash}</Table.Td>
      <Table.Td>{lead.hq || dash}</Table.Td>
      <Table.Td fw={500}>
        {href ? (
          <Anchor component={Link} to={href} inherit c="inherit">
            {lead.clientName}
          </Anchor>
        ) : (
          lead.clientName
        )}
      </Table.Td>
      <ContactCells client={lead} linkedinLabel={c.linkedin} />
      <Table.Td>
        <CrmBadge kind="leadStage" value={lead.stage} />
      </Table.Td>
      <Table.Td>
        <PersonBadge name={lead.csPerson} />
      </Table.Td>
      <Table.Td>
        <TruncatedCell value={lead.comment} />
      </Table.Td>
      <Table.Td>
        <DateCell value={lead.nextFollowUpDate} />
      </Table.Td>
      <Table.Td>
        <RowActions name={lead.clientName} onEdit={() => onEdit(lead)} onDelete={() => onDelete(lead)} />
      </Table.Td>
    </Table.Tr>
  );
}
