/**
 * Leads (spec 002 §2.4): the company's leads searched, filtered, sorted and paged on the server, with
 * the add/edit dialog and delete after a confirmation.
 */
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../../../shared/feedback/notify';
import { useCompanyTitle } from '../../company-profile';
import { confirmDelete } from '../kit/confirm-delete';
import { CrmListPage } from '../kit/CrmListPage';
import { useCrmListState } from '../kit/useCrmListState';
import { LeadFilters } from './LeadFilters';
import { LeadFormModal } from './LeadFormModal';
import type { LeadRow } from './lead-row';
import { LEAD_COLUMN_COUNT, LeadsHead, LeadTableRow } from './LeadsTable';
import { LEADS_LIST } from './leads-list';
import { useLeadCalls } from './useLeadCalls';

const t = MESSAGES.web.crmLeads;

export function LeadsPage() {
  useCompanyTitle(t.title);
  const list = useCrmListState(LEADS_LIST);
  const calls = useLeadCalls(list.query);
  const [editing, setEditing] = useState<{ lead: LeadRow | null } | null>(null);
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
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ lead: null })}>
          {t.add}
        </Button>
      }
      filters={<LeadFilters list={list} />}
      onClearFilters={list.clearFilters}
      head={<LeadsHead list={list} />}
      columns={LEAD_COLUMN_COUNT}
      rows={(data?.leads ?? []).map((lead) => (
        <LeadTableRow key={lead.id} lead={lead} onEdit={(row) => setEditing({ lead: row })} onDelete={remove} />
      ))}
      state={{
        loading: calls.list.isFetching,
        error: calls.list.error,
        onRetry: () => void calls.list.refetch(),
        loadingText: t.loading,
        emptyText: t.empty,
      }}
      pager={data && { ...data.pagination, onPageChange: list.setPage, onLimitChange: list.setLimit }}
    >
      {editing && (
        <LeadFormModal
          lead={editing.lead}
          onClose={() => setEditing(null)}
          save={async (input, id) => {
            const saved = await (id ? calls.update.mutateAsync({ id, ...input }) : calls.create.mutateAsync(input));
            notify.success(saved.message);
          }}
        />
      )}
    </CrmListPage>
  );
}
