import { SimpleGrid } from '@mantine/core';
import { IconCash, IconChartPie, IconMessageQuestion, IconTrophy, type Icon } from '@tabler/icons-react';

import type { EnquirySummary } from '@app/contracts';

import { FigureCard } from '../../kit/layout/FigureCard';
import { enquiryCards, type EnquiryCardKey } from './enquiry-summary';

const LOOK: Record<EnquiryCardKey, { icon: Icon; color: string }> = {
  total: { icon: IconMessageQuestion, color: 'blue' },
  won: { icon: IconTrophy, color: 'green' },
  totalValue: { icon: IconCash, color: 'orange' },
  conversionRate: { icon: IconChartPie, color: 'violet' },
};

/** The four summary cards above the Enquiries table (docs/product/crm.md#enquiries), over the whole filtered set. */
export function EnquiryCards({ summary }: { summary: EnquirySummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="md" aria-live="polite">
      {enquiryCards(summary).map((card) => (
        <div key={card.key} data-card={card.key}>
          <FigureCard label={card.label} value={card.value} hint="" {...LOOK[card.key]} />
        </div>
      ))}
    </SimpleGrid>
  );
}
