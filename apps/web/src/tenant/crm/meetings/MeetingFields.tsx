/** The meeting form's sections (spec 002 §3.6; DESIGN §7): the meeting, its details, status and follow-up. */
import '@mantine/dates/styles.css';

import { NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';

import { CRM_RECORD_LIMITS, MEETING_MODES, MEETING_STATUSES, MEETING_TYPES, MESSAGES, OUTCOMES } from '@app/contracts';

import type { FormState } from '../../../shared/forms/useFormState';
import { CsPersonSelect } from '../kit/CsPersonSelect';
import { FormSection } from '../kit/FormSection';
import { LeadPicker } from '../kit/LeadPicker';
import { pickLead, type MeetingFormValues } from './meeting-form';

const t = MESSAGES.web.crmMeetings;
const f = t.fields;

export function MeetingFields({ form }: { form: FormState<MeetingFormValues> }) {
  const { values, errors } = form;
  const choose = <K extends 'type' | 'mode' | 'status' | 'outcome'>(key: K) => ({
    value: values[key],
    allowDeselect: false,
    error: errors[key],
    onChange: (value: string | null) => value && form.setValue(key, value as MeetingFormValues[K]),
  });
  return (
    <>
      <FormSection title={t.sections.meeting}>
        <LeadPicker
          required
          value={values.lead}
          onChange={(lead) => form.setValues(pickLead(values, lead))}
          error={errors.lead}
        />
        <TextInput label={f.title} required {...form.field('title')} />
        <TextInput label={f.brand} value={values.lead?.brand ?? ''} readOnly variant="filled" />
        <TextInput label={f.clientName} value={values.lead?.clientName ?? ''} readOnly variant="filled" />
        <DateTimePicker
          label={f.scheduledDate}
          required
          value={values.scheduledDate || null}
          onChange={(value) => form.setValue('scheduledDate', value ?? '')}
          error={errors.scheduledDate}
          valueFormat="DD MMM YYYY hh:mm A"
          firstDayOfWeek={0}
          timePickerProps={{ format: '12h' }}
        />
        <NumberInput
          label={f.duration}
          min={CRM_RECORD_LIMITS.meetingDurationMin}
          max={CRM_RECORD_LIMITS.meetingDurationMax}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          value={values.duration}
          onChange={(value) => form.setValue('duration', value === '' ? '' : Number(value))}
          error={errors.duration}
        />
        <Select label={f.type} data={MEETING_TYPES} {...choose('type')} />
        <Select label={f.mode} data={MEETING_MODES} {...choose('mode')} />
      </FormSection>
      <FormSection title={t.sections.details}>
        <TextInput label={f.location} {...form.field('location')} />
        <TextInput label={f.meetingLink} type="url" placeholder="https://" {...form.field('meetingLink')} />
        <Textarea label={f.description} rows={3} {...form.field('description')} />
        <Textarea label={f.notes} rows={3} {...form.field('notes')} />
      </FormSection>
      <FormSection title={t.sections.followUp}>
        <Select label={f.status} data={MEETING_STATUSES} {...choose('status')} />
        <Select label={f.outcome} data={OUTCOMES} {...choose('outcome')} />
        <CsPersonSelect
          value={values.csPersonId}
          onChange={(id) => form.setValue('csPersonId', id)}
          error={errors.csPersonId}
          clearable
        />
        <DatePickerInput
          label={f.nextFollowUpDate}
          value={values.nextFollowUpDate || null}
          onChange={(value) => form.setValue('nextFollowUpDate', value ?? '')}
          error={errors.nextFollowUpDate}
          clearable
          firstDayOfWeek={0}
          valueFormat="MMM D, YYYY"
        />
      </FormSection>
      <Textarea label={f.comment} rows={4} {...form.field('comment')} />
    </>
  );
}
