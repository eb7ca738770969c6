/**
 * The page of a record that belongs to a lead (a meeting, an enquiry): its name with its badges and
 * Delete, links to its lead and the lead's brand, its fields, and beside them the lead's notes and
 * timeline, which are the record's history too.
 */
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { brandPageHref, leadPageHref } from '../kit/record-links';
import { LeadHistoryTabs } from '../leads/page/LeadHistoryTabs';
import { BelongsTo } from './BelongsTo';
import { DeleteButton } from './RecordActions';
import { RecordPageLayout, type BackTo } from './RecordPageLayout';
import { useDeleteRecord } from './useDeleteRecord';

const p = MESSAGES.web.crmRecordPage;

export interface LeadRecordPageProps {
  /** The record's list: the way back, and where a deletion returns to. */
  back: BackTo;
  title: string;
  badges: ReactNode;
  record: { leadId: string; clientName: string; brandId: string; brand: string };
  /** The kind's texts for asking before a delete and for a failed one. */
  deleteTexts: { deleteTitle: string; deleteConfirm: string; deleteFailed: string };
  remove: () => Promise<{ message: string }>;
  details: ReactNode;
}

export function LeadRecordPage({ back, record, deleteTexts, remove, ...layout }: LeadRecordPageProps) {
  const onDelete = useDeleteRecord({
    title: deleteTexts.deleteTitle,
    message: deleteTexts.deleteConfirm,
    failed: deleteTexts.deleteFailed,
    remove,
    listPath: back.to,
  });
  return (
    <RecordPageLayout
      {...layout}
      back={back}
      actions={<DeleteButton onClick={() => void onDelete()} />}
      belongsTo={
        <BelongsTo
          owners={[
            { label: p.lead, name: record.clientName, href: leadPageHref(record.leadId) },
            { label: p.brand, name: record.brand, href: brandPageHref(record.brandId) },
          ]}
        />
      }
      side={<LeadHistoryTabs leadId={record.leadId} label={p.leadHistoryLabel} />}
    />
  );
}
