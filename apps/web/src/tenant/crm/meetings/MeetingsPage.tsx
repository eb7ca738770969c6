/**
 * Meetings (spec 002 §2.5; DESIGN §7): the company's meetings searched, filtered, sorted and paged on
 * the server, with the schedule/edit form, a read-only view and delete after a confirmation.
 */
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../../../shared/feedback/notify';
import { useCompanyTitle } from '../../company-profile';
import { confirmDelete } from '../kit/confirm-delete';
import { CrmListPage } from '../kit/CrmListPage';
import { useCrmListState } from '../kit/useCrmListState';
import { MeetingFilters } from './MeetingFilters';
import { MeetingFormModal } from './MeetingFormModal';
import type { MeetingRow } from './meeting-row';
import { MEETING_COLUMN_COUNT, MeetingsHead, MeetingTableRow } from './MeetingsTable';
import { MEETINGS_LIST } from './meetings-list';
import { MeetingView } from './MeetingView';
import { useMeetingCalls } from './useMeetingCalls';

const t = MESSAGES.web.crmMeetings;

type Open = { kind: 'form'; meeting: MeetingRow | null } | { kind: 'view'; meeting: MeetingRow } | null;

export function MeetingsPage() {
  useCompanyTitle(t.title);
  const list = useCrmListState(MEETINGS_LIST);
  const calls = useMeetingCalls(list.query);
  const [open, setOpen] = useState<Open>(null);
  const data = calls.list.data;
  const close = () => setOpen(null);

  const remove = (meeting: MeetingRow) =>
    void confirmDelete({
      title: t.deleteTitle,
      message: t.deleteConfirm,
      failed: t.deleteFailed,
      remove: async () => notify.success((await calls.remove.mutateAsync({ id: meeting.id })).message),
    });

  return (
    <CrmListPage
      title={t.title}
      subtitle={t.subtitle}
      action={
        <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setOpen({ kind: 'form', meeting: null })}>
          {t.add}
        </Button>
      }
      filters={<MeetingFilters list={list} />}
      onClearFilters={list.clearFilters}
      head={<MeetingsHead list={list} />}
      columns={MEETING_COLUMN_COUNT}
      rows={(data?.meetings ?? []).map((meeting) => (
        <MeetingTableRow
          key={meeting.id}
          meeting={meeting}
          onEdit={(row) => setOpen({ kind: 'form', meeting: row })}
          onView={(row) => setOpen({ kind: 'view', meeting: row })}
          onDelete={remove}
        />
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
      {open?.kind === 'form' && (
        <MeetingFormModal
          meeting={open.meeting}
          onClose={close}
          save={async (input, id) => {
            const saved = await (id ? calls.update.mutateAsync({ id, ...input }) : calls.create.mutateAsync(input));
            notify.success(saved.message);
          }}
        />
      )}
      {open?.kind === 'view' && <MeetingView meeting={open.meeting} onClose={close} />}
    </CrmListPage>
  );
}
