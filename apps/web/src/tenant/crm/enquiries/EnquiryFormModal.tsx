/**
 * Add Enquiry / Edit Enquiry (DESIGN §7: a real form built from spec 002 §3.7's form fields plus the
 * stage). The screen mounts it while open, so closing drops the form and its values.
 */
import { MESSAGES } from '@app/contracts';

import { CrmFormModal } from '../kit/CrmFormModal';
import { useCrmForm } from '../kit/useCrmForm';
import { enquiryFormDefaults, enquiryToValues, enquiryValuesToInput, validateEnquiry } from './enquiry-form';
import type { EnquiryRow } from './enquiry-row';
import { EnquiryFields } from './EnquiryFields';

const t = MESSAGES.web.crmEnquiries;

export interface EnquiryFormModalProps {
  /** The enquiry being edited; null to add one. */
  enquiry: EnquiryRow | null;
  onClose: () => void;
  save: (input: ReturnType<typeof enquiryValuesToInput>, id: string | null) => Promise<unknown>;
}

export function EnquiryFormModal({ enquiry, onClose, save }: EnquiryFormModalProps) {
  const { form, busy, banner, submit } = useCrmForm({
    initial: enquiry ? enquiryToValues(enquiry) : enquiryFormDefaults(),
    validate: validateEnquiry,
    save: (values) => save(enquiryValuesToInput(values), enquiry?.id ?? null),
    onSaved: onClose,
    fallback: t.saveFailed,
    fieldMap: { leadId: 'lead', csPerson: 'csPersonId' },
  });
  return (
    <CrmFormModal
      opened
      onClose={onClose}
      title={enquiry ? t.editTitle : t.addTitle}
      subtitle={enquiry ? t.editSubtitle : t.addSubtitle}
      submitLabel={enquiry ? t.update : t.create}
      busy={busy}
      banner={banner}
      onSubmit={submit}
    >
      <EnquiryFields form={form} />
    </CrmFormModal>
  );
}
