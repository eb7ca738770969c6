import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import type { BrandColumn } from './brand-columns';
import type { BrandBulkAction } from './bulk';
import { OwnerSelect } from './OwnerSelect';

const m = MESSAGES.crm.brands;
const t = MESSAGES.web.crmBrands.bulk;

export type BulkRequest =
  | { action: 'changeOwner'; brandOwner: string | null }
  | { action: 'updateField'; field: string; value: string }
  | { action: 'delete' };

interface BulkDialogProps {
  action: BrandBulkAction | null;
  count: number;
  /** The custom select columns Update Field offers. */
  fieldColumns: BrandColumn[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (request: BulkRequest) => void;
}

const TITLES: Record<BrandBulkAction, string> = {
  changeOwner: m.changeOwnerTitle,
  updateField: m.updateFieldTitle,
  delete: m.deleteBrandsTitle,
};

/** The confirmation of a bulk action (docs/product/crm.md#brands): Change Brand Owner, Update Custom Field, Delete Brands. */
export function BulkDialog({ action, count, fieldColumns, busy, onCancel, onConfirm }: BulkDialogProps) {
  const [owner, setOwner] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [value, setValue] = useState<string | null>(null);
  const column = fieldColumns.find((c) => c.name === field);

  const request = (): BulkRequest | null => {
    if (action === 'changeOwner') return { action, brandOwner: owner };
    if (action === 'updateField') return field && value ? { action, field, value } : null;
    return action ? { action } : null;
  };
  const ready = request();
  const close = () => {
    if (busy) return;
    setOwner(null);
    setField(null);
    setValue(null);
    onCancel();
  };

  return (
    <Modal opened={action !== null} onClose={close} title={action ? TITLES[action] : ''} centered>
      <Stack gap="md">
        {action === 'delete' && <Text size="sm">{t.deleteMany(count)}</Text>}
        {action === 'changeOwner' && (
          <OwnerSelect label={t.ownerFor(count)} value={owner} onChange={setOwner} data-autofocus />
        )}
        {action === 'updateField' && (
          <>
            <Select
              label={t.column}
              data={fieldColumns.map((c) => ({ value: c.name, label: c.label }))}
              value={field}
              onChange={(next) => {
                setField(next);
                setValue(null);
              }}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <Select
              label={t.value}
              data={column?.options.map((o) => ({ value: o.value, label: o.label })) ?? []}
              value={value}
              onChange={setValue}
              disabled={!column}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {MESSAGES.web.forms.cancel}
          </Button>
          <Button
            color={action === 'delete' ? 'red' : undefined}
            loading={busy}
            disabled={!ready}
            onClick={() => ready && onConfirm(ready)}
          >
            {action === 'delete' ? t.delete : t.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
