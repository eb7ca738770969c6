/**
 * The enquiry's fields on its page, in the enquiry form's order and with its labels, each edited in
 * place with the form's own input and checks (validateEnquiry) and saved alone.
 */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import type { RouterInputs } from '../../../lib/api/types';
import { formatDate, formatINR } from '../../../kit/format';
import { CustomFieldDetails } from '../../custom-fields/CustomFieldDetails';
import { CrmBadge } from '../../kit/CrmBadge';
import { leadPageHref } from '../../kit/record-links';
import { useTeamOptions } from '../../kit/useTeamOptions';
import { InlineFieldEditor } from '../../record-page/InlineFieldEditor';
import { RecordDetails } from '../../record-page/RecordDetails';
import { RecordLink } from '../../record-page/ValueLink';
import { enquiryToValues, enquiryValuesToInput, validateEnquiry, type EnquiryFormValues } from '../enquiry-form';
import { EnquiryFieldInput, type EnquiryFieldKey } from '../EnquiryFields';
import type { Enquiry } from './useEnquiryPage';

const t = MESSAGES.web.crmEnquiries;
const kit = MESSAGES.web.crmKit;

const FIELDS: readonly EnquiryFieldKey[] = [
  'title',
  'lead',
  'requirement',
  'productType',
  'estimatedValue',
  'expectedDeliveryDate',
  'stage',
  'priority',
  'urgency',
  'assignedTo',
  'csPersonId',
  'nextFollowUpDate',
  'description',
  'comments',
];

const WIDE = new Set<EnquiryFieldKey>(['requirement', 'description', 'comments']);

const label = (field: EnquiryFieldKey) =>
  field === 'lead' ? kit.lead : field === 'csPersonId' ? kit.csPerson : t.fields[field];

function shown(enquiry: Enquiry, field: EnquiryFieldKey, assignee: string | undefined): ReactNode {
  switch (field) {
    case 'lead':
      return <RecordLink to={leadPageHref(enquiry.leadId)}>{enquiry.clientName}</RecordLink>;
    case 'estimatedValue':
      return enquiry.estimatedValue === null ? null : formatINR(enquiry.estimatedValue);
    case 'expectedDeliveryDate':
    case 'nextFollowUpDate':
      return enquiry[field] ? formatDate(enquiry[field]) : null;
    case 'stage':
      return <CrmBadge kind="enquiryStage" value={enquiry.stage} />;
    case 'priority':
    case 'urgency':
      return <CrmBadge kind="priority" value={enquiry[field]} />;
    case 'assignedTo':
      return assignee;
    case 'csPersonId':
      return enquiry.csPerson;
    default:
      return enquiry[field];
  }
}

/** The update call's input for one field: the form's own conversion, under the call's name for it. */
function patchOf(id: string, field: EnquiryFieldKey, values: EnquiryFormValues) {
  const input = enquiryValuesToInput(values);
  const key = field === 'lead' ? 'leadId' : field;
  return { id, [key]: input[key] };
}

type EnquiryUpdate = RouterInputs['crm']['enquiries']['update'];

export function EnquiryDetails({
  enquiry,
  save,
}: {
  enquiry: Enquiry;
  save: (input: EnquiryUpdate) => Promise<unknown>;
}) {
  const team = useTeamOptions();
  const assignee = team.options.find((o) => o.value === enquiry.assignedTo)?.label;
  return (
    <Stack gap="md">
      <RecordDetails
        fields={FIELDS}
        label={label}
        shown={(field) => shown(enquiry, field, assignee)}
        wide={(field) => WIDE.has(field)}
        editor={(field, onDone) => (
          <InlineFieldEditor
            values={enquiryToValues(enquiry)}
            field={field}
            validate={validateEnquiry}
            patch={(values) => patchOf(enquiry.id, field, values)}
            save={(patch) => save(patch as EnquiryUpdate)}
            input={(form) => <EnquiryFieldInput form={form} field={field} autoFocus />}
            fieldMap={{ leadId: 'lead', csPerson: 'csPersonId' }}
            failed={t.saveFailed}
            saved={MESSAGES.web.crmRecordPage.enquirySaved}
            onDone={onDone}
          />
        )}
      />
      <CustomFieldDetails
        entity="enquiry"
        record={enquiry}
        title={t.sections.custom}
        save={save}
        failed={t.saveFailed}
        saved={MESSAGES.web.crmRecordPage.enquirySaved}
      />
    </Stack>
  );
}
