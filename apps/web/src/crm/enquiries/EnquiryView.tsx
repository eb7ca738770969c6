/** An enquiry read-only, in a drawer (View Details, docs/product/crm.md#enquiries; docs/architecture.md#the-web-app), the company's own fields last. */
import { Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { DateCell, MoneyCell } from '../kit/cells';
import { CrmBadge, PersonBadge } from '../kit/CrmBadge';
import { CustomFieldItems } from '../custom-fields/CustomFieldItems';
import { DetailItem } from '../kit/DetailItem';
import { useTeamOptions } from '../kit/CsPersonSelect';
import type { EnquiryRow } from './enquiry-row';

const t = MESSAGES.web.crmEnquiries;
const f = t.fields;

export function EnquiryView({ enquiry, onClose }: { enquiry: EnquiryRow; onClose: () => void }) {
  const team = useTeamOptions();
  const assignee = team.options.find((o) => o.value === enquiry.assignedTo)?.label;
  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t.viewTitle}>
      <Stack gap="md">
        <Text fw={600} size="lg">
          {enquiry.title || enquiry.clientName}
        </Text>
        <Group gap="xs">
          <CrmBadge kind="enquiryStage" value={enquiry.stage} />
          <CrmBadge kind="priority" value={enquiry.priority} />
          <PersonBadge name={enquiry.csPerson} />
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <DetailItem label={f.clientName}>{enquiry.clientName}</DetailItem>
          <DetailItem label={f.brand}>{enquiry.brand}</DetailItem>
          <DetailItem label={f.productType}>{enquiry.productType}</DetailItem>
          <DetailItem label={t.columns.value}>
            <MoneyCell value={enquiry.value} />
          </DetailItem>
          <DetailItem label={f.addedDate}>
            <DateCell value={enquiry.addedDate} />
          </DetailItem>
          <DetailItem label={f.expectedDeliveryDate}>
            <DateCell value={enquiry.deliveryDate} />
          </DetailItem>
          <DetailItem label={f.urgency}>{enquiry.urgency}</DetailItem>
          <DetailItem label={f.assignedTo}>{assignee}</DetailItem>
          <DetailItem label={f.nextFollowUpDate}>
            <DateCell value={enquiry.nextFollowUpDate} />
          </DetailItem>
        </SimpleGrid>
        <DetailItem label={f.requirement}>{enquiry.requirement}</DetailItem>
        <DetailItem label={f.description}>{enquiry.description}</DetailItem>
        <DetailItem label={f.comments}>{enquiry.comment}</DetailItem>
        <CustomFieldItems entity="enquiry" record={enquiry} />
      </Stack>
    </Drawer>
  );
}
