/** Add Enquiry / Edit Enquiry (docs/architecture.md#the-web-app: a real form built from docs/product/crm.md#enquiries's form fields plus the stage). */
import { MESSAGES } from '@app/contracts';

import { RecordFormModal, type RecordFormModel, type WithCustomFields } from '../kit/RecordFormModal';
import {
  enquiryFormDefaults,
  enquiryToValues,
  enquiryValuesToInput,
  validateEnquiry,
  type EnquiryFormValues,
} from './enquiry-form';
import type { EnquiryRow } from './enquiry-row';
import { EnquiryFields } from './EnquiryFields';

type EnquiryFieldsInput = ReturnType<typeof enquiryValuesToInput>;
/** The enquiry's fields and the company's own (customFields). */
export type EnquiryInput = WithCustomFields<EnquiryFieldsInput>;

const ENQUIRY_FORM: RecordFormModel<EnquiryRow, EnquiryFormValues, EnquiryFieldsInput> = {
  entity: 'enquiry',
  defaults: enquiryFormDefaults,
  fromRecord: enquiryToValues,
  validate: validateEnquiry,
  toInput: enquiryValuesToInput,
};

export interface EnquiryFormModalProps {
  /** The enquiry being edited; null to add one. */
  enquiry: EnquiryRow | null;
  onClose: () => void;
  save: (input: EnquiryInput, id: string | null) => Promise<unknown>;
  /** A new enquiry's values when they are not the defaults (added from its lead's page). */
  initial?: EnquiryFormValues;
}

export function EnquiryFormModal({ enquiry, onClose, save, initial }: EnquiryFormModalProps) {
  return (
    <RecordFormModal
      record={enquiry}
      model={ENQUIRY_FORM}
      texts={MESSAGES.web.crmEnquiries}
      fields={(form) => <EnquiryFields form={form} />}
      save={save}
      onClose={onClose}
      initial={initial}
      fieldMap={{ leadId: 'lead', csPerson: 'csPersonId' }}
    />
  );
}
