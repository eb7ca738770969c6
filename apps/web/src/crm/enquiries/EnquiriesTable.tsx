/**
 * The Enquiries list's columns (the client and brand come from the enquiry's lead). Shown by
 * default: the client, stage, value, CS person, next follow up and product type, fitting a 1440 px
 * screen; the rest wait in the column choice.
 */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { DateCell, MoneyCell, TruncatedCell } from '../kit/cells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import type { EnquiryRow } from './enquiry-row';

const c = MESSAGES.web.crmEnquiries.columns;
const dash = MESSAGES.web.time.emptyDate;

export const ENQUIRY_COLUMNS: readonly ListColumn<EnquiryRow>[] = [
  { id: 'clientName', label: c.clientName, sort: 'clientName', width: 180, cell: (e) => e.clientName || dash },
  {
    id: 'stage',
    label: c.stage,
    sort: 'stage',
    width: 120,
    onCard: true,
    cell: (e) => <CrmBadge kind="enquiryStage" value={e.stage} />,
  },
  { id: 'value', label: c.value, sort: 'value', width: 120, onCard: true, cell: (e) => <MoneyCell value={e.value} /> },
  { id: 'csPerson', label: c.csPerson, width: 140, cell: (e) => <PersonBadge name={e.csPerson} /> },
  {
    id: 'nextFollowUpDate',
    label: c.nextFollowUpDate,
    width: 130,
    onCard: true,
    cell: (e) => <DateCell value={e.nextFollowUpDate} />,
  },
  { id: 'productType', label: c.productType, width: 130, cell: (e) => e.productType || dash },
  {
    id: 'deliveryDate',
    label: c.deliveryDate,
    sort: 'deliveryDate',
    width: 120,
    shown: false,
    cell: (e) => <DateCell value={e.deliveryDate} />,
  },
  {
    id: 'addedDate',
    label: c.addedDate,
    sort: 'addedDate',
    width: 120,
    shown: false,
    cell: (e) => <DateCell value={e.addedDate} />,
  },
  { id: 'brand', label: c.brand, width: 120, shown: false, cell: (e) => e.brand || dash },
  {
    id: 'requirement',
    label: c.requirement,
    width: 200,
    shown: false,
    cell: (e) => <TruncatedCell value={e.requirement} />,
  },
  { id: 'comment', label: c.comment, width: 200, shown: false, cell: (e) => <TruncatedCell value={e.comment} /> },
];
