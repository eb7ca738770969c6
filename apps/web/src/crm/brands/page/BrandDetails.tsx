/**
 * The brand's fields on its page, each edited in place with the brand panel's own input and checks
 * (validateBrandForm: required columns, number bounds) and saved alone through crm.brands.update.
 */
import { useMemo, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { brandFieldsOf, type Brand, type BrandColumn } from '../brand-columns';
import { brandFormValues, validateBrandForm } from '../brand-form';
import { InlineFieldEditor } from '../../record-page/InlineFieldEditor';
import { RecordDetails } from '../../record-page/RecordDetails';
import { webLink } from '../../record-page/ValueLink';
import { brandPageFields, brandPatch, fieldText, type BrandPageField } from './brand-page-fields';
import { BrandPageFieldInput } from './BrandPageFieldInput';

const isLink = (field: BrandPageField) =>
  field.kind === 'url' || (field.kind === 'column' && field.field.input === 'url');

function shown(brand: Brand, field: BrandPageField): ReactNode {
  const text = fieldText(brand, field);
  return isLink(field) ? webLink(text) : text;
}

interface BrandDetailsProps {
  brand: Brand;
  columns: BrandColumn[];
  save: (patch: object) => Promise<unknown>;
}

export function BrandDetails({ brand, columns, save }: BrandDetailsProps) {
  const fields = useMemo(() => brandPageFields(columns), [columns]);
  const panelFields = useMemo(() => brandFieldsOf(columns), [columns]);
  const byKey = useMemo(() => new Map(fields.map((field) => [field.key, field])), [fields]);
  const fieldOf = (key: string) => byKey.get(key)!;
  return (
    <RecordDetails
      fields={fields.map((field) => field.key)}
      label={(key) => fieldOf(key).label}
      shown={(key) => shown(brand, fieldOf(key))}
      wide={(key) => fieldOf(key).kind === 'area'}
      editor={(key, onDone) => (
        <InlineFieldEditor
          values={brandFormValues(brand, panelFields, columns)}
          field={key}
          validate={(values) => validateBrandForm(values, panelFields)}
          patch={(values) => brandPatch(brand.id, key, values)}
          save={save}
          input={(form) => <BrandPageFieldInput form={form} field={fieldOf(key)} />}
          failed={MESSAGES.crm.brands.saveFailedRetry('edit')}
          saved={MESSAGES.web.crmRecordPage.brandSaved}
          onDone={onDone}
        />
      )}
    />
  );
}
