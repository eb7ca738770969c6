/** 'Add Lead' and its dialog: on the list's header and the board's. */
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { lazyPage } from '../../kit/layout/lazyPage';
import { saveRecord } from '../kit/list-wiring';
import { useLeadWrites } from './useLeadCalls';

// The add/edit dialog (date picker, number input) loads when it is about to open, not with the screen.
export const LeadFormModal = lazyPage(() => import('./LeadFormModal').then((m) => m.LeadFormModal));
export const preloadLeadForm = () => void LeadFormModal.preload();

export function AddLeadButton() {
  const writes = useLeadWrites();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} />}
        onPointerEnter={preloadLeadForm}
        onFocus={preloadLeadForm}
        onClick={() => setOpen(true)}
      >
        {MESSAGES.web.crmLeads.add}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LeadFormModal lead={null} save={saveRecord(writes.create, writes.update)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
