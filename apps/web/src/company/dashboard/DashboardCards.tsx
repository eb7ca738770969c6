import { SimpleGrid } from '@mantine/core';
import { IconAddressBook, IconBuildingStore, IconMessageQuestion, IconUsers } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { formatCount } from '../../kit/format/numbers';
import { FigureCard, type FigureCardProps } from '../../kit/layout/FigureCard';
import type { CrmFigures } from './dashboard-model';

const t = MESSAGES.web.companyPortal.dashboard;

/** The four cards (docs/product/company-portal.md#dashboard): Team Members from the company, the rest from the CRM. */
export function DashboardCards({
  members,
  crm,
  crmHint,
}: {
  members: { total: number; active: number };
  crm: CrmFigures;
  /** Loading or failure text for the CRM cards; empty when their figures are there. */
  crmHint: string;
}) {
  const cards: FigureCardProps[] = [
    {
      label: t.cards.teamMembers,
      value: formatCount(members.total),
      hint: t.activeOf(members.active),
      icon: IconUsers,
      color: 'violet',
    },
    { label: t.cards.totalBrands, value: crm.totalBrands, hint: crmHint, icon: IconBuildingStore, color: 'blue' },
    { label: t.cards.totalLeads, value: crm.totalLeads, hint: crmHint, icon: IconAddressBook, color: 'teal' },
    {
      label: t.cards.totalEnquiries,
      value: crm.totalEnquiries,
      hint: crmHint,
      icon: IconMessageQuestion,
      color: 'orange',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {cards.map((card) => (
        <FigureCard key={card.label} {...card} />
      ))}
    </SimpleGrid>
  );
}
