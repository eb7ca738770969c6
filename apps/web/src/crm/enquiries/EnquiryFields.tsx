/**
 * The enquiry form's inputs: each field on its own (EnquiryFieldInput, also the enquiry page's
 * inline edit) and the dialog's sections of them (EnquiryFields): the enquiry, its requirement, its
 * status and people, notes.
 */
import { TextInput } from '@mantine/core';

import { CRM_RECORD_LIMITS, ENQUIRY_STAGES, MESSAGES, PRIORITIES, PRODUCT_TYPES } from '@app/contracts';

import type { FormState } from '../../kit/forms/useFormState';
import {
  ChoiceField,
  DayField,
  LeadField,
  LeadNames,
  LongTextField,
  MoneyField,
  PersonField,
} from '../kit/FieldInputs';
import { FormSection } from '../kit/FormSection';
import { pickEnquiryLead, type EnquiryFormValues } from './enquiry-form';

const t = MESSAGES.web.crmEnquiries;
const f = t.fields;

export type EnquiryFieldKey = keyof EnquiryFormValues;

type ChoiceKey = 'productType' | 'stage' | 'priority' | 'urgency';
const CHOICES: Record<ChoiceKey, readonly string[]> = {
  productType: PRODUCT_TYPES,
  stage: ENQUIRY_STAGES,
  priority: PRIORITIES,
  urgency: PRIORITIES,
};

interface EnquiryFieldInputProps {
  form: FormState<EnquiryFormValues>;
  field: EnquiryFieldKey;
  /** Set on the enquiry page, where one field is edited at a time. */
  autoFocus?: boolean;
}

/** One field of the enquiry form, with the form's label, choices and bounds. */
export function EnquiryFieldInput({ form, field, autoFocus }: EnquiryFieldInputProps) {
  const focus = { autoFocus };
  switch (field) {
    case 'lead':
      return <LeadField form={form} pick={pickEnquiryLead} {...focus} />;
    case 'productType':
    case 'stage':
    case 'priority':
    case 'urgency':
      return <ChoiceField form={form} name={field} label={f[field]} data={CHOICES[field]} {...focus} />;
    case 'estimatedValue':
      return (
        <MoneyField
          form={form}
          name={field}
          label={f.estimatedValue}
          max={CRM_RECORD_LIMITS.moneyMax}
          decimalScale={2}
          {...focus}
        />
      );
    case 'expectedDeliveryDate':
    case 'nextFollowUpDate':
      return <DayField form={form} name={field} label={f[field]} clearable {...focus} />;
    case 'assignedTo':
      return (
        <PersonField
          form={form}
          name={field}
          label={f.assignedTo}
          placeholder={f.assignedToPlaceholder}
          clearable
          {...focus}
        />
      );
    case 'csPersonId':
      return <PersonField form={form} name={field} clearable {...focus} />;
    case 'requirement':
    case 'description':
    case 'comments':
      // On the page the text grows as it is typed; the dialog keeps its fixed rows.
      return (
        <LongTextField
          form={form}
          name={field}
          label={f[field]}
          required={field === 'requirement'}
          rows={field === 'requirement' ? 3 : 4}
          grow={autoFocus}
          {...focus}
        />
      );
    default:
      return <TextInput label={f[field]} {...form.field(field)} {...focus} />;
  }
}

export function EnquiryFields({ form }: { form: FormState<EnquiryFormValues> }) {
  const inputs = (...fields: EnquiryFieldKey[]) =>
    fields.map((field) => <EnquiryFieldInput key={field} form={form} field={field} />);
  return (
    <>
      <FormSection title={t.sections.enquiry}>
        {inputs('lead', 'title')}
        <LeadNames lead={form.values.lead} labels={f} />
        {inputs('productType', 'estimatedValue', 'expectedDeliveryDate')}
      </FormSection>
      {inputs('requirement')}
      <FormSection title={t.sections.status}>
        {inputs('stage', 'priority', 'urgency', 'assignedTo', 'csPersonId', 'nextFollowUpDate')}
      </FormSection>
      <FormSection title={t.sections.notes}>{inputs('description', 'comments')}</FormSection>
    </>
  );
}
