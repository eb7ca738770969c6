/**
 * Meetings (docs/product/crm.md#meetings; docs/architecture.md#the-web-app): the company's meetings searched, filtered, sorted and paged on
 * the server, with the schedule/edit form, a read-only view and delete after a confirmation.
 */
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../../kit/feedback/notify';
import { useCompanyTitle } from '../../company/company-profile';
import { confirmDelete } from '../kit/confirm-delete';
import { CrmListPage } from '../kit/CrmListPage';
import { listStateOf, pagerOf, saveRecord } from '../kit/list-wiring';
import { RecordFormModal } from '../kit/RecordFormModal';
import { useCrmListState } from '../kit/useCrmListState';
import { MeetingFilters } from './MeetingFilters';
import { MeetingFields } from './MeetingFields';
import { MEETING_FORM } from './meeting-form';
import type { MeetingRow } from './meeting-row';
import { MEETING_COLUMNS } from './MeetingsTable';
import { RowActions } from '../kit/RowActions';
import { FieldsButton } from '../custom-fields/FieldsButton';
import { useFieldListLayout } from '../custom-fields/useFieldListLayout';
import { meetingPageHref } from '../kit/record-links';
import { MEETINGS_LIST } from './meetings-list';
import { MeetingView } from './MeetingView';
import { useMeetingCalls } from './useMeetingCalls';

const t = MESSAGES.web.crmMeetings;

type Open = { kind: 'form'; meeting: MeetingRow | null } | { kind: 'view'; meeting: MeetingRow } | null;

export function MeetingsPage() {
  useCompanyTitle(t.title);
  const list = useCrmListState(MEETINGS_LIST);
  const calls = useMeetingCalls(list.query);
  const { layout, reveal } = useFieldListLayout('meetings', 'meeting', MEETING_COLUMNS);
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
        <>
          <FieldsButton entity="meeting" onShown={reveal} />
          <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setOpen({ kind: 'form', meeting: null })}>
            {t.add}
          </Button>
        </>
      }
      filters={<MeetingFilters list={list} />}
      list={list}
      table={{
        layout,
        rows: data?.meetings ?? [],
        rowKey: (meeting) => meeting.id,
        rowHref: (meeting) => meetingPageHref(meeting.id),
        rowName: (meeting) => meeting.clientName || meeting.title || '',
        actions: (meeting) => (
          <RowActions
            name={meeting.title || meeting.clientName || ''}
            onEdit={() => setOpen({ kind: 'form', meeting })}
            onView={() => setOpen({ kind: 'view', meeting })}
            onDelete={() => remove(meeting)}
          />
        ),
        actionsWidth: 128,
      }}
      state={listStateOf(calls.list, t)}
      pager={pagerOf(data?.pagination, list)}
      exportFrom={{ path: '/crm/meetings/export', query: list.query, name: 'meetings' }}
      importKind="meeting"
    >
      {open?.kind === 'form' && (
        <RecordFormModal
          record={open.meeting}
          model={MEETING_FORM}
          texts={t}
          fields={(form) => <MeetingFields form={form} />}
          save={saveRecord(calls.create, calls.update)}
          onClose={close}
          fieldMap={{ leadId: 'lead', csPerson: 'csPersonId' }}
        />
      )}
      {open?.kind === 'view' && <MeetingView meeting={open.meeting} onClose={close} />}
    </CrmListPage>
  );
}
