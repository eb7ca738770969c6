import { describe, expect, it } from 'vitest';

import type { SessionUser } from '../../../auth/types';
import { companyToday, isOverdue } from './follow-up-due';

const memberOf = (timeZone: string) =>
  ({ id: 'u1', role: 'team_member', company: { id: 1, name: 'Acme', subdomain: 'acme', timeZone } }) as SessionUser;

describe('companyToday and isOverdue', () => {
  it("takes today from the company's zone on either side of its midnight, whatever the device's", () => {
    // 20:00 UTC on the 23rd is already 01:30 on the 24th in Kolkata.
    const evening = new Date('2026-11-23T20:00:00Z');
    expect(companyToday(memberOf('Asia/Kolkata'), evening)).toBe('2026-11-24');
    expect(isOverdue('2026-11-23', companyToday(memberOf('Asia/Kolkata'), evening))).toBe(true);
    expect(isOverdue('2026-11-23', companyToday(memberOf('UTC'), evening))).toBe(false);

    // 03:00 UTC on the 24th is still the evening of the 23rd in Los Angeles.
    const night = new Date('2026-11-24T03:00:00Z');
    expect(companyToday(memberOf('America/Los_Angeles'), night)).toBe('2026-11-23');
    expect(isOverdue('2026-11-23', companyToday(memberOf('America/Los_Angeles'), night))).toBe(false);
    expect(isOverdue('2026-11-22', companyToday(memberOf('America/Los_Angeles'), night))).toBe(true);
  });

  it('counts today itself as not overdue, and falls back to UTC without a company', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isOverdue('2026-11-23', companyToday(memberOf('Asia/Kolkata'), now))).toBe(false);
    expect(companyToday({ id: 's1', role: 'super_admin' } as SessionUser, now)).toBe('2026-11-23');
  });
});
