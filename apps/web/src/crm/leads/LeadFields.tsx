/**
 * The lead form's inputs: each field on its own (LeadFieldInput, also the lead page's inline edit)
 * and the dialog's three sections of them (LeadFields).
 */
import { Anchor, Select, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';

import { LEAD_STAGES, MESSAGES, OUTCOMES, PRIORITIES } from '@app/contracts';

import type { FormState } from '../../kit/forms/useFormState';
import { ChoiceField, DayField, LongTextField, MoneyField, PersonField } from '../kit/FieldInputs';
import { FormSection } from '../kit/FormSection';
import { useBrandOptions } from '../kit/useBrandOptions';
import { COMPANY_PATHS } from '../../company/paths';
import type { LeadFormValues } from './lead-form';

const t = MESSAGES.web.crmLeads;
const f = t.fields;

export type LeadFieldKey = keyof LeadFormValues;

interface FieldProps {
  form: FormState<LeadFormValues>;
  /** Set on the lead page, where one field is edited at a time. */
  autoFocus?: boolean;
}

function BrandField({ form, autoFocus }: FieldProps) {
  const brands = useBrandOptions({ fresh: true });
  const noBrands = brands.none;
  return (
    <div>
      <Select
        label={f.brand}
        placeholder={t.brandPlaceholder}
        required
        searchable
        data={brands.options}
        value={form.values.brandId || null}
        onChange={(id) => form.setValue('brandId', id ?? '')}
        error={form.errors.brandId}
        disabled={noBrands}
        comboboxProps={{ withinPortal: true }}
        autoFocus={autoFocus}
      />
      {noBrands && (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {t.noBrands}{' '}
          <Anchor component={Link} to={COMPANY_PATHS.crmBrands} size="sm">
            {t.goToBrands}
          </Anchor>
        </Text>
      )}
    </div>
  );
}

type ChoiceKey = 'stage' | 'outcome' | 'priority';
const CHOICES: Record<ChoiceKey, readonly string[]> = { stage: LEAD_STAGES, outcome: OUTCOMES, priority: PRIORITIES };

/** One field of the lead form, as the dialog shows it. */
export function LeadFieldInput({ form, field, autoFocus }: FieldProps & { field: LeadFieldKey }) {
  const focus = { autoFocus };
  switch (field) {
    case 'brandId':
      return <BrandField form={form} autoFocus={autoFocus} />;
    case 'date':
    case 'nextFollowUpDate':
      return <DayField form={form} name={field} label={f[field]} clearable={field === 'nextFollowUpDate'} {...focus} />;
    case 'stage':
    case 'outcome':
    case 'priority':
      return <ChoiceField form={form} name={field} label={f[field]} data={CHOICES[field]} {...focus} />;
    case 'csPersonId':
      return <PersonField form={form} name={field} required {...focus} />;
    case 'estimatedValue':
      return <MoneyField form={form} name={field} label={f.estimatedValue} prefix="₹" decimalScale={0} {...focus} />;
    case 'comment':
      return <LongTextField form={form} name={field} label={f.comment} rows={4} {...focus} />;
    case 'clientName':
      return <TextInput label={f.clientName} required {...form.field('clientName')} {...focus} />;
    case 'mobileNumber':
      return <TextInput label={f.mobileNumber} type="tel" autoComplete="tel" {...form.field(field)} {...focus} />;
    case 'emailId':
      return <TextInput label={f.emailId} type="email" autoComplete="email" {...form.field(field)} {...focus} />;
    case 'linkedin':
    case 'website':
      return <TextInput label={f[field]} type="url" {...form.field(field)} {...focus} />;
    default:
      return <TextInput label={f[field]} {...form.field(field)} {...focus} />;
  }
}

/** The fields of each section, in the dialog's order. */
export const LEAD_SECTIONS = {
  basic: ['date', 'brandId', 'clientName', 'hq', 'mobileNumber', 'emailId', 'designation', 'linkedin', 'website'],
  status: ['stage', 'outcome', 'priority', 'csPersonId', 'nextFollowUpDate', 'estimatedValue'],
  additional: ['comment'],
} as const satisfies Record<string, readonly LeadFieldKey[]>;

export function LeadFields({ form }: { form: FormState<LeadFormValues> }) {
  const section = (keys: readonly LeadFieldKey[]) =>
    keys.map((field) => <LeadFieldInput key={field} form={form} field={field} />);
  return (
    <>
      <FormSection title={t.sections.basic}>{section(LEAD_SECTIONS.basic)}</FormSection>
      <FormSection title={t.sections.status}>{section(LEAD_SECTIONS.status)}</FormSection>
      <FormSection title={t.sections.additional} columns={1}>
        {section(LEAD_SECTIONS.additional)}
      </FormSection>
    </>
  );
}
