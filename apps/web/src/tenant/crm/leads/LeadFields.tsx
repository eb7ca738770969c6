/** The lead form's three sections (spec 002 §2.4, §3.5, §5.3). */
import '@mantine/dates/styles.css';

import { Anchor, NumberInput, Select, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Link } from 'react-router-dom';

import { LEAD_STAGES, MESSAGES, OUTCOMES, PRIORITIES } from '@app/contracts';

import type { FormState } from '../../../shared/forms/useFormState';
import { CsPersonSelect } from '../kit/CsPersonSelect';
import { FormSection } from '../kit/FormSection';
import { useBrandOptions } from '../kit/useBrandOptions';
import { COMPANY_PATHS } from '../../pages';
import type { LeadFormValues } from './lead-form';

const t = MESSAGES.web.crmLeads;
const f = t.fields;

export function LeadFields({ form }: { form: FormState<LeadFormValues> }) {
  const brands = useBrandOptions({ fresh: true });
  const noBrands = brands.none;
  const { values, errors } = form;
  return (
    <>
      <FormSection title={t.sections.basic}>
        <DatePickerInput
          label={f.date}
          value={values.date || null}
          onChange={(value) => form.setValue('date', value ?? '')}
          firstDayOfWeek={0}
          valueFormat="MMM D, YYYY"
        />
        <div>
          <Select
            label={f.brand}
            placeholder={t.brandPlaceholder}
            required
            searchable
            data={brands.options}
            value={values.brandId || null}
            onChange={(id) => form.setValue('brandId', id ?? '')}
            error={errors.brandId}
            disabled={noBrands}
            comboboxProps={{ withinPortal: true }}
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
        <TextInput label={f.clientName} required {...form.field('clientName')} />
        <TextInput label={f.hq} {...form.field('hq')} />
        <TextInput label={f.mobileNumber} type="tel" autoComplete="tel" {...form.field('mobileNumber')} />
        <TextInput label={f.emailId} type="email" autoComplete="email" {...form.field('emailId')} />
        <TextInput label={f.designation} {...form.field('designation')} />
        <TextInput label={f.linkedin} type="url" {...form.field('linkedin')} />
        <TextInput label={f.website} type="url" {...form.field('website')} />
      </FormSection>
      <FormSection title={t.sections.status}>
        <Select
          label={f.stage}
          data={LEAD_STAGES}
          value={values.stage}
          allowDeselect={false}
          onChange={(v) => v && form.setValue('stage', v as LeadFormValues['stage'])}
          error={errors.stage}
        />
        <Select
          label={f.outcome}
          data={OUTCOMES}
          value={values.outcome}
          allowDeselect={false}
          onChange={(v) => v && form.setValue('outcome', v as LeadFormValues['outcome'])}
          error={errors.outcome}
        />
        <Select
          label={f.priority}
          data={PRIORITIES}
          value={values.priority}
          allowDeselect={false}
          onChange={(v) => v && form.setValue('priority', v as LeadFormValues['priority'])}
          error={errors.priority}
        />
        <CsPersonSelect
          required
          value={values.csPersonId}
          onChange={(id) => form.setValue('csPersonId', id)}
          error={errors.csPersonId}
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
        <NumberInput
          label={f.estimatedValue}
          prefix="₹"
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          decimalScale={0}
          allowNegative={false}
          min={0}
          value={values.estimatedValue}
          onChange={(value) => form.setValue('estimatedValue', value === '' ? '' : Number(value))}
          error={errors.estimatedValue}
        />
      </FormSection>
      <FormSection title={t.sections.additional} columns={1}>
        <Textarea label={f.comment} rows={4} {...form.field('comment')} />
      </FormSection>
    </>
  );
}
