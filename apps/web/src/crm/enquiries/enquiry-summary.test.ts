import { describe, expect, it } from 'vitest';

import { enquiryCards } from './enquiry-summary';

const values = (cards: ReturnType<typeof enquiryCards>) => Object.fromEntries(cards.map((c) => [c.label, c.value]));

describe('enquiryCards', () => {
  it('formats counts, rupees without decimals and the rate as a percent', () => {
    expect(values(enquiryCards({ total: 1250, won: 3, totalValue: 1234567.8, conversionRate: 24 }))).toEqual({
      'Total Enquiries': '1,250',
      'Won Enquiries': '3',
      'Total Value': '₹12,34,568',
      'Conversion Rate': '24%',
    });
  });

  it('shows zeros for an empty set and a dash for each card before the summary arrives', () => {
    expect(enquiryCards({ total: 0, won: 0, totalValue: 0, conversionRate: 0 }).map((c) => c.value)).toEqual([
      '0',
      '0',
      '₹0',
      '0%',
    ]);
    expect(enquiryCards(undefined).map((c) => c.value)).toEqual(['—', '—', '—', '—']);
  });
});
