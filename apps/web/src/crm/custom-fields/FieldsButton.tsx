/**
 * "Fields" in a list's header, for owners and admins only: opens the panel where they add, order,
 * show or hide and remove the company's own fields of leads, meetings or enquiries. After a change
 * the CRM's calls reload, so the list's columns, filters and rows follow at once.
 */
import { Button } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { lazyOverlay } from '../../kit/layout/lazyOverlay';
import { useCustomFields, useManagesFields, type RecordEntity } from './useCustomFields';

// The panel (with its drag and drop) loads on the first click: the list does not wait for it.
const ColumnsPanel = lazyOverlay(
  () => import('./panel/ColumnsPanel').then((m) => m.ColumnsPanel),
  (props) => props.opened,
  { opened: false },
);

const r = MESSAGES.web.crmColumns.records;

export interface FieldsButtonProps {
  entity: RecordEntity;
  /** A field was added visible or made visible (useFieldListLayout's `reveal`). */
  onShown?: (name: string) => void;
}

export function FieldsButton(props: FieldsButtonProps) {
  return useManagesFields() ? <ManageFields {...props} /> : null;
}

function ManageFields({ entity, onShown }: FieldsButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { fields } = useCustomFields(entity);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconForms size={16} />} onClick={() => setOpened(true)}>
        {r.button}
      </Button>
      <ColumnsPanel
        entity={entity}
        opened={opened}
        onClose={() => setOpened(false)}
        columns={fields}
        onChanged={() => queryClient.invalidateQueries(trpc.crm.pathFilter())}
        onShown={onShown}
      />
    </>
  );
}
