/** The enquiry form's sections (spec 002 §3.7, §4.3; DESIGN §7): the enquiry, its status and people, notes. */
import '@mantine/dates/styles.css';

import { NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

import { CRM_RECORD_LIMITS, ENQUIRY_STAGES, MESSAGES, PRIORITIES, PRODUCT_TYPES } from '@app/contracts';

import type { FormState } from '../../../shared/forms/useFormState';
import { CsPersonSelect } from '../kit/CsPersonSelect';
import { FormSection } from '../kit/FormSection';
import { LeadPicker } from '../kit/LeadPicker';
import { pickEnquiryLead, type EnquiryFormValues } from './enquiry-form';

const t = MESSAGES.web.crmEnquiries;
const f = t.fields;

type DateKey = 'expectedDeliveryDate' | 'nextFollowUpDate';

export function EnquiryFields({ form }: { form: FormState<EnquiryFormValues> }) {
  const { values, errors } = form;
  const choose = <K extends 'productType' | 'priority' | 'urgency' | 'stage'>(key: K) => ({
    value: values[key],
    allowDeselect: false,
    error: errors[key],
    comboboxProps: { withinPortal: true },
    onChange: (value: string | null) => value && form.setValue(key, value as EnquiryFormValues[K]),
  });
  const date = (key: DateKey) => ({
    value: values[key] || null,
    onChange: (value: string | null) => form.setValue(key, value ?? ''),
    error: errors[key],
    clearable: true,
    firstDayOfWeek: 0 as const,
    valueFormat: 'MMM D, YYYY',
  });
  return (
    <>
      <FormSection title={t.sections.enquiry}>
        <LeadPicker
          required
          value={values.lead}
          onChange={(lead) => form.setValues(pickEnquiryLead(values, lead))}
          error={errors.lead}
        />
        <TextInput label={f.title} {...form.field('title')} />
        <TextInput label={f.brand} value={values.lead?.brand ?? ''} readOnly variant="filled" />
        <TextInput label={f.clientName} value={values.lead?.clientName ?? ''} readOnly variant="filled" />
        <Select label={f.productType} data={PRODUCT_TYPES} {...choose('productType')} />
        <NumberInput
          label={f.estimatedValue}
          min={0}
          max={CRM_RECORD_LIMITS.moneyMax}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          value={values.estimatedValue}
          onChange={(value) => form.setValue('estimatedValue', value === '' ? '' : Number(value))}
          error={errors.estimatedValue}
        />
        <DatePickerInput label={f.expectedDeliveryDate} {...date('expectedDeliveryDate')} />
      </FormSection>
      <Textarea label={f.requirement} required rows={3} {...form.field('requirement')} />
      <FormSection title={t.sections.status}>
        <Select label={f.stage} data={ENQUIRY_STAGES} {...choose('stage')} />
        <Select label={f.priority} data={PRIORITIES} {...choose('priority')} />
        <Select label={f.urgency} data={PRIORITIES} {...choose('urgency')} />
        <CsPersonSelect
          label={f.assignedTo}
          placeholder={f.assignedToPlaceholder}
          value={values.assignedTo}
          onChange={(id) => form.setValue('assignedTo', id)}
          error={errors.assignedTo}
          clearable
        />
        <CsPersonSelect
          value={values.csPersonId}
          onChange={(id) => form.setValue('csPersonId', id)}
          error={errors.csPersonId}
          clearable
        />
        <DatePickerInput label={f.nextFollowUpDate} {...date('nextFollowUpDate')} />
      </FormSection>
      <FormSection title={t.sections.notes}>
        <Textarea label={f.description} rows={4} {...form.field('description')} />
        <Textarea label={f.comments} rows={4} {...form.field('comments')} />
      </FormSection>
    </>
  );
}
