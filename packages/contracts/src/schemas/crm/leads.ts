/** Leads (docs/product/crm.md#leads, #rest-paths; docs/architecture.md#the-web-app: one stage list, Closed Won/Lost read as Won/Lost). */
import { z } from 'zod';

import { TEXT_LIMITS } from '../../limits';
import { MESSAGES } from '../../messages';
import { idParam, paginationInput, requiredId } from '../common';
import { singleLine } from '../text';
import { LEAD_STAGE_ALIASES, LEAD_STAGES, OUTCOMES, PRIORITIES } from './enums';
import {
  clearableDate,
  clearableEmail,
  clearableMoney,
  clearableNotes,
  clearablePhone,
  clearableText,
  clearableUrl,
  csPersonFields,
  listBase,
  listFilter,
  oneOf,
} from './record-fields';
import { customFieldFilter, customFieldValues, recordSort } from './custom-columns';

const m = MESSAGES.crm.leads;

/** A lead stage; the form's 'Closed Won' / 'Closed Lost' are stored as Won / Lost. */
export const leadStageSchema = singleLine(z.string({ error: m.stageInvalid }))
  .trim()
  .transform((s) => LEAD_STAGE_ALIASES[s] ?? s)
  .pipe(z.enum(LEAD_STAGES, { error: m.stageInvalid }));

const clientName = singleLine(z.string({ error: m.clientNameRequired }).trim())
  .min(1, { error: m.clientNameRequired })
  .max(TEXT_LIMITS.personNameMax * 2, { error: MESSAGES.validation.tooLong(TEXT_LIMITS.personNameMax * 2) });

const leadFields = {
  date: clearableDate,
  hq: clearableText(),
  mobileNumber: clearablePhone,
  emailId: clearableEmail,
  designation: clearableText(),
  linkedin: clearableUrl,
  website: clearableUrl,
  stage: leadStageSchema.optional(),
  outcome: oneOf(OUTCOMES).optional(),
  priority: oneOf(PRIORITIES).optional(),
  ...csPersonFields,
  comment: clearableNotes(),
  nextFollowUpDate: clearableDate,
  estimatedValue: clearableMoney(m.estimatedValueMin),
  customFields: customFieldValues.optional(),
};

/**
 * A lead's own fields in the order of the lead form (basic, status, additional), by the names the
 * create and update calls take: the fields a merge offers to choose from and the lead's timeline
 * follows.
 */
export const LEAD_FORM_FIELDS = [
  'date',
  'brandId',
  'clientName',
  'hq',
  'mobileNumber',
  'emailId',
  'designation',
  'linkedin',
  'website',
  'stage',
  'outcome',
  'priority',
  'csPersonId',
  'nextFollowUpDate',
  'estimatedValue',
  'comment',
] as const satisfies readonly (keyof typeof leadFields | 'clientName' | 'brandId')[];
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

export const createLeadInput = z.object({
  clientName,
  brandId: requiredId(m.brandRequired),
  ...leadFields,
});
export type CreateLeadInput = z.infer<typeof createLeadInput>;

export const updateLeadInput = z.object({
  id: idParam,
  clientName: clientName.optional(),
  brandId: idParam.optional(),
  ...leadFields,
});
export type UpdateLeadInput = z.infer<typeof updateLeadInput>;
export type LeadPatch = Omit<UpdateLeadInput, 'id'>;

/**
 * Merging `mergeId` into the lead `id` (the survivor): `fields` are the values chosen for the
 * survivor, as an update takes them (left out: the survivor's stay).
 */
export const mergeLeadInput = z.object({
  id: idParam,
  mergeId: requiredId(m.mergeNotFound),
  fields: updateLeadInput.omit({ id: true }).optional(),
});
export type MergeLeadInput = z.infer<typeof mergeLeadInput>;

/** Why a lead may be the same person as another. */
export const DUPLICATE_REASONS = ['email', 'phone', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/**
 * The company-wide possible duplicates: groups of leads sharing an email or a phone number, a page
 * of groups at a time. A group carries up to DUPLICATE_GROUPS.leadsPerGroup leads, so a page holds
 * at most limit × that many; the limit is kept lower than a list's for that reason.
 */
export const DUPLICATE_GROUPS = { maxLimit: 50, defaultLimit: 20, leadsPerGroup: 10 } as const;
export const DUPLICATE_GROUP_KEYS = ['email', 'phone'] as const;
export type DuplicateGroupKey = (typeof DUPLICATE_GROUP_KEYS)[number];

export const duplicateGroupsInput = z.object({
  page: paginationInput.page,
  limit: z.coerce.number().int().min(1).max(DUPLICATE_GROUPS.maxLimit).default(DUPLICATE_GROUPS.defaultLimit),
});
export type DuplicateGroupsInput = z.infer<typeof duplicateGroupsInput>;

export const LEAD_SORTS = ['date', 'createdAt', 'clientName', 'stage', 'nextFollowUpDate', 'estimatedValue'] as const;
/** Follow-ups due before today, or today (the company's calendar day, docs/architecture.md#the-web-app). */
export const FOLLOW_UP_FILTERS = ['overdue', 'today'] as const;

export const leadListInput = z.object({
  ...listBase,
  stage: listFilter(leadStageSchema),
  outcome: listFilter(oneOf(OUTCOMES)),
  priority: listFilter(oneOf(PRIORITIES)),
  brandId: listFilter(idParam),
  followUp: listFilter(oneOf(FOLLOW_UP_FILTERS)),
  sort: recordSort(LEAD_SORTS, 'createdAt'),
  ...customFieldFilter,
});
export type LeadListInput = z.infer<typeof leadListInput>;
