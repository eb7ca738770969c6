/**
 * The brand's latest leads, meetings and enquiries (a meeting or an enquiry is the brand's through
 * its lead), each with how many there are in all, a link to each one's page and, where the list can
 * be filtered by brand, to the whole filtered list.
 */
import { Stack } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { formatDate, formatINR, formatMeetingDateTime } from '../../../kit/format';
import { COMPANY_PATHS } from '../../../company/paths';
import { ENQUIRIES_LIST } from '../../enquiries/enquiries-list';
import { CrmBadge } from '../../kit/CrmBadge';
import { enquiryPageHref, leadPageHref, meetingPageHref } from '../../kit/record-links';
import { LEADS_LIST } from '../../leads/leads-list';
import { MEETINGS_LIST } from '../../meetings/meetings-list';
import { filteredListHref } from '../../record-page/list-href';
import { RelatedRecords, type RelatedItem, type RelatedQuery } from '../../record-page/RelatedRecords';
import { useBrandRecords } from './useBrandPage';

const t = MESSAGES.web.crmRecordPage.related;

interface ListQuery<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => Promise<unknown>;
}

/** A list call's answer as the short list shows it: its rows as items and its total. */
function related<D extends { pagination: { total: number } }>(
  query: ListQuery<D>,
  items: (data: D) => RelatedItem[],
): RelatedQuery {
  const { data } = query;
  return { ...query, data: data && { items: items(data), total: data.pagination.total } };
}

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

export function BrandRecords({ brandId }: { brandId: string }) {
  const records = useBrandRecords(brandId);
  return (
    <Stack gap="md" component="section" aria-label={MESSAGES.web.crmRecordPage.brandRecordsLabel}>
      <RelatedRecords
        title={t.leads}
        empty={t.noLeads}
        seeAll={filteredListHref(COMPANY_PATHS.crmLeads, LEADS_LIST, 'brandId', brandId)}
        query={related(records.leads, (data) =>
          data.leads.map((lead) => ({
            id: lead.id,
            title: lead.clientName,
            href: leadPageHref(lead.id),
            meta: joined(formatDate(lead.date), lead.estimatedValue !== null && formatINR(lead.estimatedValue)),
            badge: <CrmBadge kind="leadStage" value={lead.stage} />,
          })),
        )}
      />
      <RelatedRecords
        title={t.meetings}
        empty={t.noMeetings}
        seeAll={filteredListHref(COMPANY_PATHS.crmMeetings, MEETINGS_LIST, 'brandId', brandId)}
        query={related(records.meetings, (data) =>
          data.meetings.map((meeting) => ({
            id: meeting.id,
            title: meeting.title,
            href: meetingPageHref(meeting.id),
            meta: joined(formatMeetingDateTime(meeting.scheduledDate), meeting.clientName),
            badge: <CrmBadge kind="meetingStatus" value={meeting.status} />,
          })),
        )}
      />
      <RelatedRecords
        title={t.enquiries}
        empty={t.noEnquiries}
        seeAll={filteredListHref(COMPANY_PATHS.crmEnquiries, ENQUIRIES_LIST, 'brandId', brandId)}
        query={related(records.enquiries, (data) =>
          data.enquiries.map((enquiry) => ({
            id: enquiry.id,
            title: enquiry.title || enquiry.requirement,
            href: enquiryPageHref(enquiry.id),
            meta: joined(
              enquiry.clientName,
              enquiry.productType,
              enquiry.estimatedValue !== null && formatINR(enquiry.estimatedValue),
            ),
            badge: <CrmBadge kind="enquiryStage" value={enquiry.stage} />,
          })),
        )}
      />
    </Stack>
  );
}
