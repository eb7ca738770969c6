/**
 * The lead's fields, each shown as stored and edited in place (one at a time) with the lead form's
 * own input and rules. Order and labels are the lead form's; the brand links to its page. The
 * company's own lead fields follow in a card of their own, as they follow in the form.
 */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import type { RouterInputs } from '../../../lib/api/types';
import { formatDate, formatINR } from '../../../kit/format';
import { CrmBadge } from '../../kit/CrmBadge';
import { CustomFieldDetails } from '../../custom-fields/CustomFieldDetails';
import { brandPageHref } from '../../kit/record-links';
import { InlineFieldEditor } from '../../record-page/InlineFieldEditor';
import { RecordDetails } from '../../record-page/RecordDetails';
import { emailLink, RecordLink, webLink } from '../../record-page/ValueLink';
import { leadToValues, validateLead, valuesToInput } from '../lead-form';
import { LEAD_SECTIONS, LeadFieldInput, type LeadFieldKey } from '../LeadFields';
import type { Lead } from './useLeadPage';

const f = MESSAGES.web.crmLeads.fields;

const FIELDS: readonly LeadFieldKey[] = [...LEAD_SECTIONS.basic, ...LEAD_SECTIONS.status, ...LEAD_SECTIONS.additional];

const formFieldLabel = (field: LeadFieldKey) =>
  field === 'brandId' ? f.brand : field === 'csPersonId' ? f.csPerson : f[field];

/** A field's value as the page shows it; null when empty. */
function shown(lead: Lead, field: LeadFieldKey): ReactNode {
  switch (field) {
    case 'date':
    case 'nextFollowUpDate':
      return lead[field] ? formatDate(lead[field]) : null;
    case 'brandId':
      return <RecordLink to={brandPageHref(lead.brandId)}>{lead.brand}</RecordLink>;
    case 'csPersonId':
      return lead.csPerson;
    case 'stage':
      return <CrmBadge kind="leadStage" value={lead.stage} />;
    case 'outcome':
    case 'priority':
      return <CrmBadge kind={field} value={lead[field]} />;
    case 'estimatedValue':
      return lead.estimatedValue === null ? null : formatINR(lead.estimatedValue);
    case 'emailId':
      return emailLink(lead.emailId);
    case 'website':
    case 'linkedin':
      return webLink(lead[field]);
    default:
      return lead[field];
  }
}

type LeadUpdate = RouterInputs['crm']['leads']['update'];

interface LeadDetailsProps {
  lead: Lead;
  save: (input: LeadUpdate) => Promise<unknown>;
}

export function LeadDetails({ lead, save }: LeadDetailsProps) {
  return (
    <Stack gap="md">
      <RecordDetails
        fields={FIELDS}
        label={formFieldLabel}
        shown={(field) => shown(lead, field)}
        wide={(field) => field === 'comment'}
        editor={(field, onDone) => (
          <InlineFieldEditor
            values={leadToValues(lead)}
            field={field}
            validate={validateLead}
            patch={(values) => ({ id: lead.id, [field]: valuesToInput(values)[field] })}
            save={(patch) => save(patch as LeadUpdate)}
            input={(form) => <LeadFieldInput form={form} field={field} autoFocus />}
            fieldMap={{ csPerson: 'csPersonId', brand: 'brandId' }}
            failed={MESSAGES.web.crmLeads.saveFailed}
            saved={MESSAGES.web.crmLeadPage.saved}
            onDone={onDone}
          />
        )}
      />
      <CustomFieldDetails
        entity="lead"
        record={lead}
        title={MESSAGES.web.crmLeads.sections.custom}
        save={save}
        failed={MESSAGES.web.crmLeads.saveFailed}
        saved={MESSAGES.web.crmLeadPage.saved}
      />
    </Stack>
  );
}
