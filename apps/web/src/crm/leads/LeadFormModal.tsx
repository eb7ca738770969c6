/**
 * Add Lead / Edit Lead: the record dialog with the lead's fields. Its own chunk (the Leads list loads
 * it on demand): the date picker and number input it brings are not needed for the list's first paint.
 */
import { MESSAGES } from '@app/contracts';

import { useCurrentUser } from '../../auth/session-context';
import { RecordFormModal, type WithCustomFields } from '../kit/RecordFormModal';
import { LEAD_FORM, type valuesToInput } from './lead-form';
import type { LeadRow } from './lead-row';
import { LeadFields } from './LeadFields';

export interface LeadFormModalProps {
  /** The lead being edited; null to add one. */
  lead: LeadRow | null;
  onClose: () => void;
  save: (input: WithCustomFields<ReturnType<typeof valuesToInput>>, id: string | null) => Promise<unknown>;
}

export function LeadFormModal({ lead, onClose, save }: LeadFormModalProps) {
  // A new lead is most often the adder's own: CS Person starts as them (changeable).
  const me = useCurrentUser();
  return (
    <RecordFormModal
      record={lead}
      initial={{ ...LEAD_FORM.defaults(), csPersonId: me.id }}
      model={LEAD_FORM}
      texts={MESSAGES.web.crmLeads}
      fields={(form) => <LeadFields form={form} />}
      save={save}
      onClose={onClose}
      fieldMap={{ csPerson: 'csPersonId' }}
    />
  );
}
