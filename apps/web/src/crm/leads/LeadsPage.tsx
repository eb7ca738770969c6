/**
 * Leads: the company's leads searched, filtered, sorted and paged on the server, in the columns
 * the person chose (the company's own fields among them), with the add/edit dialog and delete
 * after a confirmation. Owners and admins manage the fields from here.
 */
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { notify } from '../../kit/feedback/notify';
import { useCompanyTitle } from '../../company/company-profile';
import { confirmDelete } from '../kit/confirm-delete';
import { CrmListPage } from '../kit/CrmListPage';
import { listStateOf, pagerOf, saveRecord } from '../kit/list-wiring';
import { useCrmListState } from '../kit/useCrmListState';
import { LeadsViewSwitch } from './board/LeadsViewSwitch';
import { LeadFilters } from './LeadFilters';
import type { LeadRow } from './lead-row';
import { LEAD_COLUMNS } from './LeadsTable';
import { RowActions } from '../kit/RowActions';
import { FieldsButton } from '../custom-fields/FieldsButton';
import { useFieldListLayout } from '../custom-fields/useFieldListLayout';
import { LEADS_LIST } from './leads-list';
import { AddLeadButton, LeadFormModal } from './AddLeadButton';
import { useLeadCalls } from './useLeadCalls';
import { leadPageHref } from './page/lead-nav';
import { COMPANY_PATHS } from '../../company/paths';

const t = MESSAGES.web.crmLeads;

export function LeadsPage() {
  useCompanyTitle(t.title);
  const list = useCrmListState(LEADS_LIST);
  const calls = useLeadCalls(list.query);
  const { layout, reveal } = useFieldListLayout('leads', 'lead', LEAD_COLUMNS);
  const [editing, setEditing] = useState<LeadRow | null>(null);
  const data = calls.list.data;

  const remove = (lead: LeadRow) =>
    void confirmDelete({
      title: t.deleteTitle,
      message: t.deleteConfirm,
      failed: t.deleteFailed,
      remove: async () => notify.success((await calls.remove.mutateAsync({ id: lead.id })).message),
    });

  return (
    <CrmListPage
      title={t.title}
      subtitle={t.subtitle}
      action={
        <>
          <LeadsViewSwitch />
          <FieldsButton entity="lead" onShown={reveal} />
          <Button
            component={Link}
            to={COMPANY_PATHS.crmLeadDuplicates}
            variant="default"
            leftSection={<IconCopy size={16} />}
          >
            {MESSAGES.web.crmLeadDuplicates.link}
          </Button>
          <AddLeadButton />
        </>
      }
      filters={<LeadFilters list={list} />}
      list={list}
      table={{
        layout,
        rows: data?.leads ?? [],
        rowKey: (lead) => lead.id,
        rowName: (lead) => lead.clientName,
        rowHref: (lead, index) => leadPageHref(lead.id, list.state, index),
        actions: (lead) => (
          <RowActions name={lead.clientName} onEdit={() => setEditing(lead)} onDelete={() => remove(lead)} />
        ),
        actionsWidth: 96,
      }}
      state={listStateOf(calls.list, t)}
      pager={pagerOf(data?.pagination, list)}
      exportFrom={{ path: '/crm/leads/export', query: list.query, name: 'leads' }}
      importKind="lead"
    >
      {editing && (
        <Suspense fallback={null}>
          <LeadFormModal
            lead={editing}
            save={saveRecord(calls.create, calls.update)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </CrmListPage>
  );
}
