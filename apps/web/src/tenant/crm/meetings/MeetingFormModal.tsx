/**
 * Schedule Meeting / Edit Meeting (DESIGN §7: a real form built from spec 002 §3.6's fields). The
 * screen mounts it while open, so closing drops the form.
 */
import { MESSAGES } from '@app/contracts';

import { CrmFormModal } from '../kit/CrmFormModal';
import { useCrmForm } from '../kit/useCrmForm';
import { MeetingFields } from './MeetingFields';
import { meetingFormDefaults, meetingToValues, meetingValuesToInput, validateMeeting } from './meeting-form';
import type { MeetingRow } from './meeting-row';

const t = MESSAGES.web.crmMeetings;

export interface MeetingFormModalProps {
  /** The meeting being edited; null to schedule one. */
  meeting: MeetingRow | null;
  onClose: () => void;
  save: (input: ReturnType<typeof meetingValuesToInput>, id: string | null) => Promise<unknown>;
}

export function MeetingFormModal({ meeting, onClose, save }: MeetingFormModalProps) {
  const { form, busy, banner, submit } = useCrmForm({
    initial: meeting ? meetingToValues(meeting) : meetingFormDefaults(),
    validate: validateMeeting,
    save: (values) => save(meetingValuesToInput(values), meeting?.id ?? null),
    onSaved: onClose,
    fallback: t.saveFailed,
    fieldMap: { leadId: 'lead', csPerson: 'csPersonId' },
  });
  return (
    <CrmFormModal
      opened
      onClose={onClose}
      title={meeting ? t.editTitle : t.addTitle}
      subtitle={meeting ? t.editSubtitle : t.addSubtitle}
      submitLabel={meeting ? t.update : t.create}
      busy={busy}
      banner={banner}
      onSubmit={submit}
    >
      <MeetingFields form={form} />
    </CrmFormModal>
  );
}
