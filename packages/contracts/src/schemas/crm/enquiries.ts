/**
 * Enquiries (docs/product/crm.md#enquiries). The form's estimatedValue / expectedDeliveryDate / comments
 * are stored as value / deliveryDate / comment; the record shows both names.
 */
import { z } from 'zod';

import { MESSAGES } from '../../messages';
import { idParam, requiredId } from '../common';
import { multiLine } from '../text';
import { ENQUIRY_STAGES, PRIORITIES, PRODUCT_TYPES } from './enums';
import {
  clearable,
  clearableDate,
  clearableMoney,
  clearableNotes,
  clearableText,
  csPersonFields,
  listBase,
  listFilter,
  oneOf,
} from './record-fields';
import { customFieldFilter, customFieldValues, recordSort } from './custom-columns';

const m = MESSAGES.crm.enquiries;

const requirement = multiLine(z.string({ error: m.requirementRequired }))
  .trim()
  .min(1, { error: m.requirementRequired })
  .max(5000, { error: MESSAGES.validation.tooLong(5000) });

const enquiryFields = {
  title: clearableText(),
  productType: oneOf(PRODUCT_TYPES).optional(),
  estimatedValue: clearableMoney(m.valueMin),
  expectedDeliveryDate: clearableDate,
  stage: oneOf(ENQUIRY_STAGES).optional(),
  priority: oneOf(PRIORITIES).optional(),
  urgency: oneOf(PRIORITIES).optional(),
  /** A team member's id. */
  assignedTo: clearable(idParam),
  ...csPersonFields,
  description: clearableNotes(),
  comments: clearableNotes(),
  nextFollowUpDate: clearableDate,
  customFields: customFieldValues.optional(),
};

const leadId = requiredId(m.leadRequired);

export const createEnquiryInput = z.object({ leadId, requirement, ...enquiryFields });
export type CreateEnquiryInput = z.infer<typeof createEnquiryInput>;

export const updateEnquiryInput = z.object({
  id: idParam,
  leadId: leadId.optional(),
  requirement: requirement.optional(),
  ...enquiryFields,
});
export type UpdateEnquiryInput = z.infer<typeof updateEnquiryInput>;

export const ENQUIRY_SORTS = ['addedDate', 'createdAt', 'clientName', 'stage', 'value', 'deliveryDate'] as const;

export const enquiryListInput = z.object({
  ...listBase,
  stage: listFilter(oneOf(ENQUIRY_STAGES)),
  productType: listFilter(oneOf(PRODUCT_TYPES)),
  leadId: listFilter(idParam),
  /** The enquiries of one brand's leads (the brand page). */
  brandId: listFilter(idParam),
  sort: recordSort(ENQUIRY_SORTS, 'createdAt'),
  ...customFieldFilter,
});
export type EnquiryListInput = z.infer<typeof enquiryListInput>;

export interface EnquirySummary {
  total: number;
  won: number;
  totalValue: number;
  conversionRate: number;
}
