import { Button, Drawer, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES, type CustomColumnEntity } from '@app/contracts';

import { useTRPCClient } from '../../../lib/api/client';
import { confirm } from '../../../kit/feedback/confirm';
import { notify } from '../../../kit/feedback/notify';
import { refusalMessageOr } from '../../../kit/feedback/server-message';
import { usePhone } from '../../../kit/layout/usePhone';
import type { CustomField } from '../useCustomFields';
import { ColumnForm } from './ColumnForm';
import { ColumnList } from './ColumnList';
import { panelTexts } from './panel-texts';
import { moveItem, reorderWithRollback } from './reorder';

const m = MESSAGES.crm.columns;
const t = MESSAGES.web.crmColumns;

export interface ColumnsPanelProps {
  /** Whose columns: brands (with their built-in columns) or a kind of record's own fields. */
  entity?: CustomColumnEntity;
  opened: boolean;
  onClose: () => void;
  columns: CustomField[];
  /** Reloads the columns and the records (the list follows the change). */
  onChanged: () => Promise<unknown>;
  /** A column was added visible or made visible: the person who did it expects to see it. */
  onShown?: (name: string) => void;
}

type FormMode = { open: false } | { open: true; column: CustomField | null };

/**
 * 'Columns' on Brands, 'Fields' on Leads, Meetings and Enquiries: the company's columns, their
 * order and visibility, and the add/edit form.
 */
export function ColumnsPanel({ entity = 'brand', opened, onClose, columns, onChanged, onShown }: ColumnsPanelProps) {
  const client = useTRPCClient();
  const phone = usePhone();
  const x = panelTexts(entity);
  const [form, setForm] = useState<FormMode>({ open: false });
  // One column write at a time: a toggle during a reorder save would race it on the same rows.
  const [busy, setBusy] = useState(false);
  // The order on screen: the saved one, or a reorder on its way (restored if saving fails).
  const saved = [...columns].sort((a, b) => a.position - b.position);
  const [local, setLocal] = useState<{ from: CustomField[]; order: readonly CustomField[] } | null>(null);
  const order = local && local.from === columns ? local.order : saved;
  const [wasOpen, setWasOpen] = useState(opened);
  if (wasOpen !== opened) {
    setWasOpen(opened);
    // The panel opens with its form closed: first the list of what exists.
    if (opened) setForm({ open: false });
  }

  const move = async (id: string, overId: string) => {
    setBusy(true);
    await reorderWithRollback({
      previous: saved,
      next: moveItem(order, id, overId),
      show: (list) => setLocal({ from: columns, order: list }),
      save: async (columnOrders) => {
        await client.crm.customColumns.reorder.mutate({ entity, columnOrders });
        await onChanged();
      },
      onError: (error) => notify.error(refusalMessageOr(error, m.reorderFailed)),
    });
    setBusy(false);
  };

  const setVisible = async (column: CustomField, isVisible: boolean) => {
    setBusy(true);
    try {
      await client.crm.customColumns.setVisibility.mutate({ columnId: column.id, isVisible });
      await onChanged();
      if (isVisible) onShown?.(column.name);
    } catch (error) {
      notify.error(refusalMessageOr(error, m.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (column: CustomField) => {
    if (
      !(await confirm({ message: x.deleteConfirm(column.label), confirmLabel: t.delete(column.label), danger: true }))
    )
      return;
    try {
      await client.crm.customColumns.remove.mutate({ id: column.id });
      notify.success(x.deleted);
      if (form.open && form.column?.id === column.id) setForm({ open: false });
      await onChanged();
    } catch (error) {
      notify.error(refusalMessageOr(error, m.deleteFailed));
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={x.title}
      position="right"
      size={phone ? '100%' : 480}
      closeButtonProps={{ 'aria-label': MESSAGES.web.forms.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {form.open ? (
          <ColumnForm
            key={form.column?.id ?? 'new'}
            entity={entity}
            column={form.column}
            onCancel={() => setForm({ open: false })}
            onDone={(shown) => {
              setForm({ open: false });
              void onChanged().then(() => shown && onShown?.(shown));
            }}
          />
        ) : (
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setForm({ open: true, column: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {x.add}
          </Button>
        )}
        <ColumnList
          columns={order}
          texts={x}
          busy={busy}
          onMove={(id, overId) => void move(id, overId)}
          onVisible={(column, visible) => void setVisible(column, visible)}
          onEdit={(column) => setForm({ open: true, column })}
          onDelete={(column) => void remove(column)}
        />
      </Stack>
    </Drawer>
  );
}
