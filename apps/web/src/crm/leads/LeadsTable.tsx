/**
 * The Leads list's columns, in the order the column choice offers them. Shown by default are the
 * ones a sales person works from, fitting a 1440 px screen: client, stage, CS person, next follow
 * up, value, brand and mobile; the rest wait in the column choice.
 */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { DateCell, MoneyCell, TruncatedCell } from '../kit/cells';
import { contactColumns } from '../kit/ContactCells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import type { LeadRow } from './lead-row';

const c = MESSAGES.web.crmLeads.columns;
const dash = MESSAGES.web.time.emptyDate;

const [mobile, ...contacts] = contactColumns<LeadRow>(c);

export const LEAD_COLUMNS: readonly ListColumn<LeadRow>[] = [
  { id: 'clientName', label: c.clientName, sort: 'clientName', width: 190, cell: (l) => l.clientName },
  {
    id: 'stage',
    label: c.stage,
    sort: 'stage',
    width: 130,
    onCard: true,
    cell: (l) => <CrmBadge kind="leadStage" value={l.stage} />,
  },
  { id: 'csPerson', label: c.csPerson, width: 150, onCard: true, cell: (l) => <PersonBadge name={l.csPerson} /> },
  {
    id: 'nextFollowUpDate',
    label: c.nextFollowUpDate,
    sort: 'nextFollowUpDate',
    width: 140,
    onCard: true,
    cell: (l) => <DateCell value={l.nextFollowUpDate} />,
  },
  {
    id: 'estimatedValue',
    label: c.estimatedValue,
    sort: 'estimatedValue',
    width: 110,
    cell: (l) => <MoneyCell value={l.estimatedValue} />,
  },
  { id: 'brand', label: c.brand, width: 120, cell: (l) => l.brand || dash },
  mobile!,
  { id: 'date', label: c.date, sort: 'date', width: 100, shown: false, cell: (l) => <DateCell value={l.date} /> },
  { id: 'hq', label: c.hq, width: 120, shown: false, cell: (l) => l.hq || dash },
  ...contacts,
  { id: 'comment', label: c.comment, width: 200, shown: false, cell: (l) => <TruncatedCell value={l.comment} /> },
];
