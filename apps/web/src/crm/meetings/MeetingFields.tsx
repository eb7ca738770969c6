/**
 * The meeting form's inputs: each field on its own (MeetingFieldInput, also the meeting page's
 * inline edit) and the dialog's sections of them (MeetingFields): the meeting, its details, its
 * status and follow-up, then the comment.
 */
import { TextInput } from '@mantine/core';

import { CRM_RECORD_LIMITS, MEETING_MODES, MEETING_STATUSES, MEETING_TYPES, MESSAGES, OUTCOMES } from '@app/contracts';

import type { FormState } from '../../kit/forms/useFormState';
import {
  ChoiceField,
  DateTimeField,
  DayField,
  LeadField,
  LeadNames,
  LongTextField,
  NumberField,
  PersonField,
} from '../kit/FieldInputs';
import { FormSection } from '../kit/FormSection';
import { pickLead, type MeetingFormValues } from './meeting-form';

const t = MESSAGES.web.crmMeetings;
const f = t.fields;

export type MeetingFieldKey = keyof MeetingFormValues;

type ChoiceKey = 'type' | 'mode' | 'status' | 'outcome';
const CHOICES: Record<ChoiceKey, readonly string[]> = {
  type: MEETING_TYPES,
  mode: MEETING_MODES,
  status: MEETING_STATUSES,
  outcome: OUTCOMES,
};

interface MeetingFieldInputProps {
  form: FormState<MeetingFormValues>;
  field: MeetingFieldKey;
  /** Set on the meeting page, where one field is edited at a time. */
  autoFocus?: boolean;
}

/** One field of the meeting form, with the form's label, choices and bounds. */
export function MeetingFieldInput({ form, field, autoFocus }: MeetingFieldInputProps) {
  const focus = { autoFocus };
  switch (field) {
    case 'lead':
      return <LeadField form={form} pick={pickLead} {...focus} />;
    case 'scheduledDate':
      return <DateTimeField form={form} name={field} label={f.scheduledDate} required {...focus} />;
    case 'duration':
      return (
        <NumberField
          form={form}
          name={field}
          label={f.duration}
          min={CRM_RECORD_LIMITS.meetingDurationMin}
          max={CRM_RECORD_LIMITS.meetingDurationMax}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          {...focus}
        />
      );
    case 'type':
    case 'mode':
    case 'status':
    case 'outcome':
      return <ChoiceField form={form} name={field} label={f[field]} data={CHOICES[field]} {...focus} />;
    case 'csPersonId':
      return <PersonField form={form} name={field} clearable {...focus} />;
    case 'nextFollowUpDate':
      return <DayField form={form} name={field} label={f.nextFollowUpDate} clearable {...focus} />;
    case 'description':
    case 'notes':
    case 'comment':
      // On the page the text grows as it is typed; the dialog keeps its fixed rows.
      return (
        <LongTextField
          form={form}
          name={field}
          label={f[field]}
          rows={field === 'comment' ? 4 : 3}
          grow={autoFocus}
          {...focus}
        />
      );
    case 'meetingLink':
      return <TextInput label={f.meetingLink} type="url" placeholder="https://" {...form.field(field)} {...focus} />;
    case 'title':
      return <TextInput label={f.title} required {...form.field(field)} {...focus} />;
    default:
      return <TextInput label={f[field]} {...form.field(field)} {...focus} />;
  }
}

export function MeetingFields({ form }: { form: FormState<MeetingFormValues> }) {
  const inputs = (...fields: MeetingFieldKey[]) =>
    fields.map((field) => <MeetingFieldInput key={field} form={form} field={field} />);
  return (
    <>
      <FormSection title={t.sections.meeting}>
        {inputs('lead', 'title')}
        <LeadNames lead={form.values.lead} labels={f} />
        {inputs('scheduledDate', 'duration', 'type', 'mode')}
      </FormSection>
      <FormSection title={t.sections.details}>{inputs('location', 'meetingLink', 'description', 'notes')}</FormSection>
      <FormSection title={t.sections.followUp}>
        {inputs('status', 'outcome', 'csPersonId', 'nextFollowUpDate')}
      </FormSection>
      {inputs('comment')}
    </>
  );
}
