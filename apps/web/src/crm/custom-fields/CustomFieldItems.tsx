/**
 * The company's own fields of a record in its read-only drawer, each with its label and its value
 * as the lists show it. All of them, hidden ones too, as on the record's page: the drawer shows the
 * whole record. Nothing when the company has no fields of this kind.
 */
import { SimpleGrid } from '@mantine/core';

import { DetailItem } from '../kit/DetailItem';
import { customValueOf, fieldText } from './field-text';
import { useCustomFields, type RecordEntity } from './useCustomFields';

export function CustomFieldItems({
  entity,
  record,
}: {
  entity: RecordEntity;
  record: { customFields: Record<string, unknown> };
}) {
  const { fields } = useCustomFields(entity);
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={2} spacing="md">
      {fields.map((field) => (
        <DetailItem key={field.id} label={field.label}>
          {fieldText(field, customValueOf(record, field))}
        </DetailItem>
      ))}
    </SimpleGrid>
  );
}
