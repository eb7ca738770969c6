/**
 * The enquiry form's model (docs/product/crm.md#enquiries; docs/architecture.md#the-web-app): values as the inputs hold them, the
 * defaults (product type Website, priority and urgency Medium, stage New), the CS person that
 * follows the picked lead until one is chosen by hand, and the save call's input.
 */
import {
  CRM_DEFAULTS,
  ENQUIRY_STAGES,
  MESSAGES,
  PRIORITIES,
  PRODUCT_TYPES,
  type EnquiryStage,
  type Priority,
  type ProductType,
} from '@app/contracts';

import type { FormErrors } from '../../kit/forms/useFormState';
import type { LeadOption } from '../kit/lead-option';

export interface EnquiryFormValues {
  title: string;
  lead: LeadOption | null;
  requirement: string;
  productType: ProductType;
  estimatedValue: number | '';
  /** 'YYYY-MM-DD' or ''. */
  expectedDeliveryDate: string;
  priority: Priority;
  urgency: Priority;
  stage: EnquiryStage;
  assignedTo: string;
  csPersonId: string;
  description: string;
  comments: string;
  nextFollowUpDate: string;
}

export const enquiryFormDefaults = (): EnquiryFormValues => ({
  title: '',
  lead: null,
  requirement: '',
  productType: CRM_DEFAULTS.productType,
  estimatedValue: '',
  expectedDeliveryDate: '',
  priority: CRM_DEFAULTS.priority,
  urgency: CRM_DEFAULTS.urgency,
  stage: CRM_DEFAULTS.enquiryStage,
  assignedTo: '',
  csPersonId: '',
  description: '',
  comments: '',
  nextFollowUpDate: '',
});

/** The values after picking `lead`: the CS person becomes the lead's unless one was chosen by hand. */
export function pickEnquiryLead(values: EnquiryFormValues, lead: LeadOption | null): EnquiryFormValues {
  const csWasDefault = values.csPersonId === '' || values.csPersonId === (values.lead?.csPersonId ?? '');
  return { ...values, lead, csPersonId: csWasDefault ? (lead?.csPersonId ?? '') : values.csPersonId };
}

/** A stored value of a list, or the default when the row holds something the list no longer has. */
const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T =>
  value && (list as readonly string[]).includes(value) ? (value as T) : fallback;

export interface StoredEnquiry {
  title?: string | null;
  leadId?: string | null;
  clientName?: string | null;
  brand?: string | null;
  brandId?: string | null;
  requirement?: string | null;
  productType?: string | null;
  estimatedValue?: number | null;
  expectedDeliveryDate?: string | null;
  priority?: string | null;
  urgency?: string | null;
  stage?: string | null;
  assignedTo?: string | null;
  csPersonId?: string | null;
  description?: string | null;
  comments?: string | null;
  nextFollowUpDate?: string | null;
}

export function enquiryToValues(enquiry: StoredEnquiry): EnquiryFormValues {
  const base = enquiryFormDefaults();
  const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
  return {
    title: enquiry.title ?? '',
    lead: enquiry.leadId
      ? {
          id: enquiry.leadId,
          clientName: enquiry.clientName ?? '',
          brand: enquiry.brand ?? '',
          brandId: enquiry.brandId ?? '',
          csPersonId: enquiry.csPersonId ?? null,
        }
      : null,
    requirement: enquiry.requirement ?? '',
    productType: oneOf(PRODUCT_TYPES, enquiry.productType, base.productType),
    estimatedValue: enquiry.estimatedValue ?? '',
    expectedDeliveryDate: day(enquiry.expectedDeliveryDate),
    priority: oneOf(PRIORITIES, enquiry.priority, base.priority),
    urgency: oneOf(PRIORITIES, enquiry.urgency, base.urgency),
    stage: oneOf(ENQUIRY_STAGES, enquiry.stage, base.stage),
    assignedTo: enquiry.assignedTo ?? '',
    csPersonId: enquiry.csPersonId ?? '',
    description: enquiry.description ?? '',
    comments: enquiry.comments ?? '',
    nextFollowUpDate: day(enquiry.nextFollowUpDate),
  };
}

/** The create/update input: empty texts, dates and people as null (cleared), the value as a number. */
export function enquiryValuesToInput(values: EnquiryFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    title: text(values.title),
    leadId: values.lead?.id ?? '',
    requirement: values.requirement.trim(),
    productType: values.productType,
    estimatedValue: values.estimatedValue === '' ? null : values.estimatedValue,
    expectedDeliveryDate: values.expectedDeliveryDate || null,
    priority: values.priority,
    urgency: values.urgency,
    stage: values.stage,
    assignedTo: values.assignedTo || null,
    csPersonId: values.csPersonId || null,
    description: text(values.description),
    comments: text(values.comments),
    nextFollowUpDate: values.nextFollowUpDate || null,
  };
}

export function validateEnquiry(values: EnquiryFormValues): FormErrors {
  const t = MESSAGES.web.crmEnquiries;
  return {
    lead: values.lead ? undefined : t.leadRequired,
    requirement: values.requirement.trim() ? undefined : t.requirementRequired,
    estimatedValue: values.estimatedValue !== '' && values.estimatedValue < 0 ? t.valueMin : undefined,
  };
}
