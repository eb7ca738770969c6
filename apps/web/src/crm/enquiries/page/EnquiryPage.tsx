/**
 * The enquiry page (/crm/enquiries/{id}): the enquiry's fields with inline edit, links to its lead
 * and the lead's brand, delete, and the lead's notes and timeline (where the enquiry's stages and
 * proposal are recorded).
 */
import { useParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import { useCompanyTitle } from '../../../company/company-profile';
import { COMPANY_PATHS } from '../../../company/paths';
import { CrmBadge } from '../../kit/CrmBadge';
import { LeadRecordPage } from '../../record-page/LeadRecordPage';
import { RecordLoadState } from '../../record-page/RecordLoadState';
import { EnquiryDetails } from './EnquiryDetails';
import { useEnquiryPage } from './useEnquiryPage';

const t = MESSAGES.web.crmEnquiries;

export function EnquiryPage() {
  const { id = '' } = useParams();
  const { enquiry, update, remove } = useEnquiryPage(id);
  const record = enquiry.data?.enquiry;
  // An enquiry's title is optional: its client names it then, as in the list.
  const name = record ? record.title || record.clientName : t.title;
  useCompanyTitle(name);
  const back = { to: COMPANY_PATHS.crmEnquiries, label: MESSAGES.web.crmRecordPage.backToEnquiries };

  if (!record) return <RecordLoadState query={enquiry} back={back} notFound={MESSAGES.crm.enquiries.notFound} />;
  return (
    <LeadRecordPage
      back={back}
      title={name}
      badges={
        <>
          <CrmBadge kind="enquiryStage" value={record.stage} />
          <CrmBadge kind="priority" value={record.priority} />
        </>
      }
      record={record}
      deleteTexts={t}
      remove={() => remove.mutateAsync({ id })}
      details={<EnquiryDetails enquiry={record} save={(input) => update.mutateAsync(input)} />}
    />
  );
}
