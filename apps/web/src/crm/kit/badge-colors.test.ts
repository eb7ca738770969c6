import { describe, expect, it } from 'vitest';

import { ENQUIRY_STAGES, LEAD_STAGES, MEETING_STATUSES, MEETING_TYPES, OUTCOMES, PRIORITIES } from '@app/contracts';

import { badgeColor, CRM_BADGE_COLORS, UNKNOWN_BADGE_COLOR } from './badge-colors';

describe('CRM badge colours', () => {
  it('has a colour for every value of every contracts list', () => {
    const lists = {
      leadStage: LEAD_STAGES,
      priority: PRIORITIES,
      outcome: OUTCOMES,
      meetingStatus: MEETING_STATUSES,
      meetingType: MEETING_TYPES,
      enquiryStage: ENQUIRY_STAGES,
    } as const;
    for (const [kind, values] of Object.entries(lists)) {
      expect(Object.keys(CRM_BADGE_COLORS[kind as keyof typeof lists]).sort()).toEqual([...values].sort());
    }
  });

  it('tells won from lost and knows Negotiation and Pending', () => {
    expect(badgeColor('leadStage', 'Won')).toBe('green');
    expect(badgeColor('leadStage', 'Lost')).toBe('red');
    expect(badgeColor('leadStage', 'Negotiation')).toBe('orange');
    expect(badgeColor('outcome', 'Pending')).toBe('yellow');
  });

  it('shows an unknown or empty value in grey', () => {
    expect(badgeColor('leadStage', 'Closed Won')).toBe(UNKNOWN_BADGE_COLOR);
    expect(badgeColor('priority', null)).toBe(UNKNOWN_BADGE_COLOR);
    expect(badgeColor('outcome', 'toString')).toBe(UNKNOWN_BADGE_COLOR);
  });
});
