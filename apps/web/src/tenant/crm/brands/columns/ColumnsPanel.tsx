import { Button, Drawer, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPCClient } from '../../../../lib/api/client';
import { confirm } from '../../../../shared/feedback/confirm';
import { notify } from '../../../../shared/feedback/notify';
import { refusalMessageOr } from '../../../../shared/feedback/server-message';
import type { BrandColumn } from '../brand-columns';
import { ColumnForm } from './ColumnForm';
import { ColumnList } from './ColumnList';
import { moveItem, reorderWithRollback } from './reorder';
import { usePhone } from '../../../../shared/layout/usePhone';

const m = MESSAGES.crm.columns;
const t = MESSAGES.web.crmColumns;

interface ColumnsPanelProps {
  opened: boolean;
  onClose: () => void;
  columns: BrandColumn[];
  /** Reloads the columns and the brands (the table follows the change). */
  onChanged: () => Promise<unknown>;
}

type FormMode = { open: false } | { open: true; column: BrandColumn | null };

/** 'Columns' (spec 002 §2.3): the brand columns, their order and visibility, and the add/edit form. */
export function ColumnsPanel({ opened, onClose, columns, onChanged }: ColumnsPanelProps) {
  const client = useTRPCClient();
  const phone = usePhone();
  const [form, setForm] = useState<FormMode>({ open: false });
  // One column write at a time: a toggle during a reorder save would race it on the same rows.
  const [busy, setBusy] = useState(false);
  // The order on screen: the saved one, or a reorder on its way (restored if saving fails).
  const saved = [...columns].sort((a, b) => a.position - b.position);
  const [local, setLocal] = useState<{ from: BrandColumn[]; order: readonly BrandColumn[] } | null>(null);
  const order = local && local.from === columns ? local.order : saved;
  const [wasOpen, setWasOpen] = useState(opened);
  if (wasOpen !== opened) {
    setWasOpen(opened);
    // The panel opens with its form closed (§4.5).
    if (opened) setForm({ open: false });
  }

  const move = async (id: string, overId: string) => {
    setBusy(true);
    await reorderWithRollback({
      previous: saved,
      next: moveItem(order, id, overId),
      show: (list) => setLocal({ from: columns, order: list }),
      save: async (columnOrders) => {
        await client.crm.customColumns.reorder.mutate({ entity: 'brand', columnOrders });
        await onChanged();
      },
      onError: (error) => notify.error(refusalMessageOr(error, m.reorderFailed)),
    });
    setBusy(false);
  };

  const setVisible = async (column: BrandColumn, isVisible: boolean) => {
    setBusy(true);
    try {
      await client.crm.customColumns.setVisibility.mutate({ columnId: column.id, isVisible });
      await onChanged();
    } catch (error) {
      notify.error(refusalMessageOr(error, m.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (column: BrandColumn) => {
    if (
      !(await confirm({ message: t.deleteConfirm(column.label), confirmLabel: t.delete(column.label), danger: true }))
    )
      return;
    try {
      await client.crm.customColumns.remove.mutate({ id: column.id });
      notify.success(m.deleted);
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
      title={m.panelTitle}
      position="right"
      size={phone ? '100%' : 480}
      closeButtonProps={{ 'aria-label': MESSAGES.web.forms.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {form.open ? (
          <ColumnForm
            key={form.column?.id ?? 'new'}
            column={form.column}
            onCancel={() => setForm({ open: false })}
            onDone={() => {
              setForm({ open: false });
              void onChanged();
            }}
          />
        ) : (
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setForm({ open: true, column: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.addColumn}
          </Button>
        )}
        <ColumnList
          columns={order}
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
