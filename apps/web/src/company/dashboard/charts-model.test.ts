import { describe, expect, it } from 'vitest';

import { funnelData, hasWon, monthLabel, productSlices, wonBars } from './charts-model';

describe('charts model', () => {
  it('draws the funnel from the open stages through Won, leaving out empty stages and Lost', () => {
    const data = funnelData([
      { stage: 'New', count: 5, value: 0 },
      { stage: 'Contacted', count: 0, value: 0 },
      { stage: 'Won', count: 2, value: 100 },
      { stage: 'Lost', count: 9, value: 0 },
    ]);
    expect(data).toEqual([
      { name: 'New', value: 5, color: 'blue.6' },
      { name: 'Won', value: 2, color: 'green.6' },
    ]);
  });

  it('labels months and knows when nothing was won', () => {
    expect(monthLabel('2026-01')).toBe("Jan '26");
    const months = [
      { month: '2026-10', count: 0, value: 0 },
      { month: '2026-11', count: 1, value: 500 },
    ];
    expect(wonBars(months)).toEqual([
      { month: "Oct '26", value: 0, deals: 0 },
      { month: "Nov '26", value: 500, deals: 1 },
    ]);
    expect(hasWon(months)).toBe(true);
    expect(hasWon([months[0]!])).toBe(false);
  });

  it('gives each product type with enquiries a slice', () => {
    const slices = productSlices([
      { productType: 'Website', count: 3, value: 0 },
      { productType: 'Mobile App', count: 0, value: 0 },
      { productType: 'Consulting', count: 1, value: 0 },
    ]);
    expect(slices.map((s) => [s.name, s.value])).toEqual([
      ['Website', 3],
      ['Consulting', 1],
    ]);
  });
});
