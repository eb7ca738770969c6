/**
 * The meeting's fields on its page, in the meeting form's order and with its labels, each edited in
 * place with the form's own input and checks (validateMeeting) and saved alone.
 */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import type { RouterInputs } from '../../../lib/api/types';
import { formatDate, formatMeetingDateTime } from '../../../kit/format';
import { CustomFieldDetails } from '../../custom-fields/CustomFieldDetails';
import { CrmBadge } from '../../kit/CrmBadge';
import { leadPageHref } from '../../kit/record-links';
import { InlineFieldEditor } from '../../record-page/InlineFieldEditor';
import { RecordDetails } from '../../record-page/RecordDetails';
import { RecordLink, webLink } from '../../record-page/ValueLink';
import { meetingToValues, meetingValuesToInput, validateMeeting, type MeetingFormValues } from '../meeting-form';
import { MeetingFieldInput, type MeetingFieldKey } from '../MeetingFields';
import type { Meeting } from './useMeetingPage';

const t = MESSAGES.web.crmMeetings;

const FIELDS: readonly MeetingFieldKey[] = [
  'title',
  'lead',
  'scheduledDate',
  'duration',
  'type',
  'mode',
  'status',
  'outcome',
  'csPersonId',
  'nextFollowUpDate',
  'location',
  'meetingLink',
  'description',
  'notes',
  'comment',
];

const WIDE = new Set<MeetingFieldKey>(['description', 'notes', 'comment']);

const label = (field: MeetingFieldKey) => (field === 'csPersonId' ? t.fields.csPerson : t.fields[field]);

function shown(meeting: Meeting, field: MeetingFieldKey): ReactNode {
  switch (field) {
    case 'lead':
      return <RecordLink to={leadPageHref(meeting.leadId)}>{meeting.clientName}</RecordLink>;
    case 'scheduledDate':
      return formatMeetingDateTime(meeting.scheduledDate);
    case 'nextFollowUpDate':
      return meeting.nextFollowUpDate ? formatDate(meeting.nextFollowUpDate) : null;
    case 'type':
      return <CrmBadge kind="meetingType" value={meeting.type} />;
    case 'status':
      return <CrmBadge kind="meetingStatus" value={meeting.status} />;
    case 'outcome':
      return <CrmBadge kind="outcome" value={meeting.outcome} />;
    case 'csPersonId':
      return meeting.csPerson;
    case 'meetingLink':
      return webLink(meeting.meetingLink);
    default:
      return meeting[field];
  }
}

/** The update call's input for one field: the form's own conversion, under the call's name for it. */
function patchOf(id: string, field: MeetingFieldKey, values: MeetingFormValues) {
  const input = meetingValuesToInput(values);
  const key = field === 'lead' ? 'leadId' : field;
  return { id, [key]: input[key] };
}

type MeetingUpdate = RouterInputs['crm']['meetings']['update'];

export function MeetingDetails({
  meeting,
  save,
}: {
  meeting: Meeting;
  save: (input: MeetingUpdate) => Promise<unknown>;
}) {
  return (
    <Stack gap="md">
      <RecordDetails
        fields={FIELDS}
        label={label}
        shown={(field) => shown(meeting, field)}
        wide={(field) => WIDE.has(field)}
        editor={(field, onDone) => (
          <InlineFieldEditor
            values={meetingToValues(meeting)}
            field={field}
            validate={validateMeeting}
            patch={(values) => patchOf(meeting.id, field, values)}
            save={(patch) => save(patch as MeetingUpdate)}
            input={(form) => <MeetingFieldInput form={form} field={field} autoFocus />}
            fieldMap={{ leadId: 'lead', csPerson: 'csPersonId' }}
            failed={t.saveFailed}
            saved={MESSAGES.web.crmRecordPage.meetingSaved}
            onDone={onDone}
          />
        )}
      />
      <CustomFieldDetails
        entity="meeting"
        record={meeting}
        title={t.sections.custom}
        save={save}
        failed={t.saveFailed}
        saved={MESSAGES.web.crmRecordPage.meetingSaved}
      />
    </Stack>
  );
}
