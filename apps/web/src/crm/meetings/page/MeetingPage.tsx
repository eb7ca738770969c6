/**
 * The meeting page (/crm/meetings/{id}): the meeting's fields with inline edit, links to its lead and
 * the lead's brand, delete, and the lead's notes and timeline (where the meeting's scheduling,
 * rescheduling and completion are recorded).
 */
import { useParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useCompanyTitle } from '../../../company/company-profile';
import { COMPANY_PATHS } from '../../../company/paths';
import { CrmBadge } from '../../kit/CrmBadge';
import { LeadRecordPage } from '../../record-page/LeadRecordPage';
import { RecordLoadState } from '../../record-page/RecordLoadState';
import { MeetingDetails } from './MeetingDetails';
import { useMeetingPage } from './useMeetingPage';

const t = MESSAGES.web.crmMeetings;

export function MeetingPage() {
  const { id = '' } = useParams();
  const { meeting, update, remove } = useMeetingPage(id);
  useCompanyTitle(meeting.data?.meeting.title ?? t.title);
  const back = { to: COMPANY_PATHS.crmMeetings, label: MESSAGES.web.crmRecordPage.backToMeetings };

  if (!meeting.data) return <RecordLoadState query={meeting} back={back} notFound={MESSAGES.crm.meetings.notFound} />;
  const record = meeting.data.meeting;
  return (
    <LeadRecordPage
      back={back}
      title={record.title}
      badges={<CrmBadge kind="meetingStatus" value={record.status} />}
      record={record}
      deleteTexts={t}
      remove={() => remove.mutateAsync({ id })}
      details={<MeetingDetails meeting={record} save={(input) => update.mutateAsync(input)} />}
    />
  );
}
