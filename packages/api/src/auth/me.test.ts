/**
 * auth.me for a company user: the company part carries the company's time zone, so every role's
 * screens can tell "today" on the company's calendar without reading the company's settings.
 */
import { describe, expect, it } from 'vitest';

import { failureOf, portalFixture } from '../testing/portal';

const f = portalFixture('clock-co');

describe('auth.me', () => {
  it("answers a team member the company's time zone, set by the owner in the settings it may not change", async () => {
    await f.co.as('owner').company.settings.update({ timeZone: 'Asia/Kolkata' });
    const { user } = await f.co.as('team_member').auth.me();
    expect(user).toMatchObject({
      id: f.co.member.id,
      role: 'team_member',
      company: { id: f.co.company.id, subdomain: 'clock-co', timeZone: 'Asia/Kolkata' },
    });
    const refused = f.co.as('team_member').company.settings.update({ timeZone: 'UTC' });
    expect(await failureOf(refused)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers UTC for a company that never chose a zone', async () => {
    await f.co.as('owner').company.settings.update({ timeZone: 'UTC' });
    const { user } = await f.co.as('admin').auth.me();
    expect(user).toMatchObject({ company: { timeZone: 'UTC' } });
  });
});
