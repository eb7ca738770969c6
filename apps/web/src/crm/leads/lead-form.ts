/**
 * The lead form's model (docs/product/crm.md#leads): its values as the inputs hold them, the defaults
 * (stage New, outcome Pending, priority Medium), a stored lead as values (older stage names read as
 * their one-list equivalent) and the values as the save call's input.
 */
import {
  CRM_DEFAULTS,
  LEAD_STAGE_ALIASES,
  LEAD_STAGES,
  MESSAGES,
  type LeadStage,
  type Outcome,
  type Priority,
} from '@app/contracts';

import type { FormErrors } from '../../kit/forms/useFormState';
import type { RecordFormModel } from '../kit/RecordFormModal';

export interface LeadFormValues {
  date: string;
  brandId: string;
  hq: string;
  clientName: string;
  mobileNumber: string;
  emailId: string;
  designation: string;
  linkedin: string;
  website: string;
  stage: LeadStage;
  outcome: Outcome;
  priority: Priority;
  csPersonId: string;
  comment: string;
  nextFollowUpDate: string;
  /** Whole rupees as typed; '' when none. */
  estimatedValue: number | '';
}

/** Today as YYYY-MM-DD in the browser's calendar. */
export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const leadFormDefaults = (now = new Date()): LeadFormValues => ({
  date: todayIso(now),
  brandId: '',
  hq: '',
  clientName: '',
  mobileNumber: '',
  emailId: '',
  designation: '',
  linkedin: '',
  website: '',
  stage: CRM_DEFAULTS.leadStage,
  outcome: CRM_DEFAULTS.outcome,
  priority: CRM_DEFAULTS.priority,
  csPersonId: '',
  comment: '',
  nextFollowUpDate: '',
  estimatedValue: '',
});

/** A stage as the one list names it: 'Closed Won' → 'Won'; an unknown stage → New. */
export function normaliseStage(stage: string | null | undefined): LeadStage {
  if (stage && (LEAD_STAGES as readonly string[]).includes(stage)) return stage as LeadStage;
  return (stage && LEAD_STAGE_ALIASES[stage]) || CRM_DEFAULTS.leadStage;
}

/** The lead fields the form reads (the list row carries them all). */
export interface StoredLead {
  date?: string | null;
  brandId?: string | null;
  hq?: string | null;
  clientName: string;
  mobileNumber?: string | null;
  emailId?: string | null;
  designation?: string | null;
  linkedin?: string | null;
  website?: string | null;
  stage?: string | null;
  outcome?: string | null;
  priority?: string | null;
  csPersonId?: string | null;
  comment?: string | null;
  nextFollowUpDate?: string | null;
  estimatedValue?: number | string | null;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function leadToValues(lead: StoredLead): LeadFormValues {
  const base = leadFormDefaults();
  const amount = lead.estimatedValue === null || lead.estimatedValue === undefined ? '' : Number(lead.estimatedValue);
  return {
    date: day(lead.date) || base.date,
    brandId: lead.brandId ?? '',
    hq: lead.hq ?? '',
    clientName: lead.clientName,
    mobileNumber: lead.mobileNumber ?? '',
    emailId: lead.emailId ?? '',
    designation: lead.designation ?? '',
    linkedin: lead.linkedin ?? '',
    website: lead.website ?? '',
    stage: normaliseStage(lead.stage),
    outcome: (lead.outcome as Outcome | null) ?? base.outcome,
    priority: (lead.priority as Priority | null) ?? base.priority,
    csPersonId: lead.csPersonId ?? '',
    comment: lead.comment ?? '',
    nextFollowUpDate: day(lead.nextFollowUpDate),
    estimatedValue: Number.isFinite(amount) ? amount : '',
  };
}

/** The save call's fields: text trimmed, empty optional fields sent as null (clears them on update). */
export function valuesToInput(values: LeadFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    date: values.date || null,
    brandId: values.brandId,
    hq: text(values.hq),
    clientName: values.clientName.trim(),
    mobileNumber: text(values.mobileNumber),
    emailId: text(values.emailId),
    designation: text(values.designation),
    linkedin: text(values.linkedin),
    website: text(values.website),
    stage: values.stage,
    outcome: values.outcome,
    priority: values.priority,
    csPersonId: values.csPersonId,
    comment: text(values.comment),
    nextFollowUpDate: values.nextFollowUpDate || null,
    estimatedValue: values.estimatedValue === '' ? null : values.estimatedValue,
  };
}

/** The required fields (docs/product/crm.md#leads); the server checks everything again. */
export function validateLead(values: LeadFormValues): FormErrors {
  const t = MESSAGES.web.crmLeads;
  return {
    clientName: values.clientName.trim() ? undefined : t.clientNameRequired,
    brandId: values.brandId ? undefined : t.brandRequired,
    csPersonId: values.csPersonId ? undefined : t.csPersonRequired,
  };
}

/** The lead form for the CRM's record dialog. */
export const LEAD_FORM: RecordFormModel<StoredLead, LeadFormValues, ReturnType<typeof valuesToInput>> = {
  entity: 'lead',
  defaults: () => leadFormDefaults(),
  fromRecord: leadToValues,
  validate: validateLead,
  toInput: valuesToInput,
};
