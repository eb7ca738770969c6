/**
 * The Enquiries summary cards (docs/product/crm.md#enquiries): Total Enquiries, Won Enquiries, Total Value and
 * Conversion Rate, from the server's summary over the whole filtered set (not the page shown).
 */
import { MESSAGES, type EnquirySummary } from '@app/contracts';

import { formatCount, formatINR } from '../../kit/format/numbers';

export type EnquiryCardKey = 'total' | 'won' | 'totalValue' | 'conversionRate';

export interface EnquiryCard {
  key: EnquiryCardKey;
  label: string;
  /** Formatted; '—' while there is no summary. */
  value: string;
}

export function enquiryCards(summary: EnquirySummary | undefined): EnquiryCard[] {
  const c = MESSAGES.web.crmEnquiries.cards;
  const none = MESSAGES.web.companyPortal.dashboard.noFigure;
  const of = (format: (s: EnquirySummary) => string) => (summary ? format(summary) : none);
  return [
    { key: 'total', label: c.total, value: of((s) => formatCount(s.total)) },
    { key: 'won', label: c.won, value: of((s) => formatCount(s.won)) },
    { key: 'totalValue', label: c.totalValue, value: of((s) => formatINR(s.totalValue)) },
    { key: 'conversionRate', label: c.conversionRate, value: of((s) => `${Math.round(s.conversionRate)}%`) },
  ];
}
