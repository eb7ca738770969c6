/**
 * Add New Lead / Edit Lead (spec 002 §2.4, §5.3). The screen mounts it while open, so closing drops
 * the form and the lead being edited (the next open starts from the defaults). A failed save puts the
 * server's field errors under their fields, else its message (or 'Error saving lead. Please try
 * again.') above them.
 */
import { MESSAGES } from '@app/contracts';

import { CrmFormModal } from '../kit/CrmFormModal';
import { useCrmForm } from '../kit/useCrmForm';
import { LeadFields } from './LeadFields';
import { leadFormDefaults, leadToValues, validateLead, valuesToInput } from './lead-form';
import type { LeadRow } from './lead-row';

const t = MESSAGES.web.crmLeads;

export interface LeadFormModalProps {
  /** The lead being edited; null to add one. */
  lead: LeadRow | null;
  onClose: () => void;
  save: (input: ReturnType<typeof valuesToInput>, id: string | null) => Promise<unknown>;
}

export function LeadFormModal({ lead, onClose, save }: LeadFormModalProps) {
  const { form, busy, banner, submit } = useCrmForm({
    initial: lead ? leadToValues(lead) : leadFormDefaults(),
    validate: validateLead,
    save: (values) => save(valuesToInput(values), lead?.id ?? null),
    onSaved: onClose,
    fallback: t.saveFailed,
    fieldMap: { csPerson: 'csPersonId' },
  });
  return (
    <CrmFormModal
      opened
      onClose={onClose}
      title={lead ? t.editTitle : t.addTitle}
      subtitle={lead ? t.editSubtitle : t.addSubtitle}
      submitLabel={lead ? t.update : t.create}
      busy={busy}
      banner={banner}
      onSubmit={submit}
    >
      <LeadFields form={form} />
    </CrmFormModal>
  );
}
