/**
 * Enquiries (docs/product/crm.md#enquiries; docs/architecture.md#the-web-app): the company's enquiries searched, filtered, sorted and paged
 * on the server, the summary cards over the whole filtered set, the add/edit form, a details drawer,
 * Send Proposal (to Quotation Sent) and delete, each after a confirmation.
 */
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';
import { refusalMessageOr } from '../../kit/feedback/server-message';
import { useCompanyTitle } from '../../company/company-profile';
import { confirmDelete } from '../kit/confirm-delete';
import { CrmListPage } from '../kit/CrmListPage';
import { listStateOf, pagerOf, saveRecord } from '../kit/list-wiring';
import { useCrmListState } from '../kit/useCrmListState';
import { ENQUIRIES_LIST } from './enquiries-list';
import { ENQUIRY_COLUMNS } from './EnquiriesTable';
import { EnquiryActions } from './EnquiryActions';
import { FieldsButton } from '../custom-fields/FieldsButton';
import { useFieldListLayout } from '../custom-fields/useFieldListLayout';
import { enquiryPageHref } from '../kit/record-links';
import { EnquiryCards } from './EnquiryCards';
import { EnquiryFilters } from './EnquiryFilters';
import { EnquiryFormModal } from './EnquiryFormModal';
import { canSendProposal, type EnquiryRow } from './enquiry-row';
import { EnquiryView } from './EnquiryView';
import { useEnquiryCalls } from './useEnquiryCalls';

const t = MESSAGES.web.crmEnquiries;

type Open = { kind: 'form'; enquiry: EnquiryRow | null } | { kind: 'view'; enquiry: EnquiryRow } | null;

export function EnquiriesPage() {
  useCompanyTitle(t.title);
  const list = useCrmListState(ENQUIRIES_LIST);
  const calls = useEnquiryCalls(list.query);
  const { layout, reveal } = useFieldListLayout('enquiries', 'enquiry', ENQUIRY_COLUMNS);
  const [open, setOpen] = useState<Open>(null);
  const data = calls.list.data;
  const close = () => setOpen(null);

  const remove = (enquiry: EnquiryRow) =>
    void confirmDelete({
      title: t.deleteTitle,
      message: t.deleteConfirm,
      failed: t.deleteFailed,
      remove: async () => notify.success((await calls.remove.mutateAsync({ id: enquiry.id })).message),
    });

  const sendProposal = async (enquiry: EnquiryRow) => {
    if (!canSendProposal(enquiry.stage)) return notify.error(t.proposalClosed(enquiry.stage));
    const yes = await confirm({
      title: t.proposalTitle,
      message: t.proposalConfirm(enquiry.clientName),
      confirmLabel: t.proposalYes,
    });
    if (!yes) return;
    try {
      notify.success((await calls.sendProposal.mutateAsync({ id: enquiry.id })).message);
    } catch (error) {
      notify.error(refusalMessageOr(error, t.proposalFailed));
    }
  };

  return (
    <CrmListPage
      title={t.title}
      subtitle={t.subtitle}
      action={
        <>
          <FieldsButton entity="enquiry" onShown={reveal} />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ kind: 'form', enquiry: null })}>
            {t.add}
          </Button>
        </>
      }
      summary={<EnquiryCards summary={calls.list.error ? undefined : data?.summary} />}
      filters={<EnquiryFilters list={list} />}
      list={list}
      table={{
        layout,
        rows: data?.enquiries ?? [],
        rowKey: (enquiry) => enquiry.id,
        rowHref: (enquiry) => enquiryPageHref(enquiry.id),
        rowName: (enquiry) => enquiry.clientName || '',
        actions: (enquiry) => (
          <EnquiryActions
            enquiry={enquiry}
            onEdit={(row) => setOpen({ kind: 'form', enquiry: row })}
            onView={(row) => setOpen({ kind: 'view', enquiry: row })}
            onSendProposal={(row) => void sendProposal(row)}
            onDelete={remove}
          />
        ),
        actionsWidth: 160,
      }}
      state={listStateOf(calls.list, t)}
      pager={pagerOf(data?.pagination, list)}
      exportFrom={{ path: '/crm/enquiries/export', query: list.query, name: 'enquiries' }}
      importKind="enquiry"
    >
      {open?.kind === 'form' && (
        <EnquiryFormModal enquiry={open.enquiry} onClose={close} save={saveRecord(calls.create, calls.update)} />
      )}
      {open?.kind === 'view' && <EnquiryView enquiry={open.enquiry} onClose={close} />}
    </CrmListPage>
  );
}
