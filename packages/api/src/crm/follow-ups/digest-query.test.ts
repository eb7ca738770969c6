/**
 * The digest's rows for one company, read in its tenant schema, and the user's opt-out (user.digest).
 */
import { describe, expect } from 'vitest';

import { withTenant } from '@app/db';

import type { SignedInCompany } from '../../testing/signed-in-company';
import { crmAppTest, crmOf, failureOf } from '../record-fixtures';
import { companyDigests } from './digest-query';

// Wednesday 18 November 2026 in Kolkata: 09:00 there is 03:30 UTC.
const MORNING = new Date('2026-11-18T03:30:00Z');
const KOLKATA = { timeZone: 'Asia/Kolkata', digestHour: 8 };

/** `digestsAt`: a company's digests in Kolkata at a moment. */
const it = crmAppTest('dgq').extend(
  'digestsAt',
  { scope: 'file' },
  ({ app }) =>
    (company: SignedInCompany, now: Date) =>
      withTenant(app.deps.db, company.company.id, (tx) => companyDigests(tx, KOLKATA, now)),
);

it.beforeAll(async ({ app, a }) => {
  app.clock.now = MORNING;
  const crm = crmOf(a);
  const brandId = (await crm.brands.create({ name: 'Acme' })).brand.id;
  const lead = (clientName: string, nextFollowUpDate: string, csPersonId: string, stage = 'New') =>
    crm.leads.create({ brandId, clientName, nextFollowUpDate, csPersonId, stage });
  const { lead: today } = await lead('Today', '2026-11-18', a.member.id);
  await lead('Overdue', '2026-11-10', a.member.id);
  await lead('Tomorrow', '2026-11-19', a.member.id);
  await lead('Lost', '2026-11-10', a.member.id, 'Lost');
  await lead('Admin’s', '2026-11-18', a.admin.id);
  await crm.enquiries.create({
    leadId: today.id,
    requirement: 'Shop',
    nextFollowUpDate: '2026-11-17',
    csPersonId: a.member.id,
  });
  // 10:00 and 23:45 in Kolkata on the 18th; 00:15 on the 19th there is still the 18th in UTC.
  for (const at of ['2026-11-18T04:30:00Z', '2026-11-18T18:15:00Z', '2026-11-18T18:45:00Z'])
    await crm.meetings.create({ leadId: today.id, scheduledDate: at, csPersonId: a.member.id });
});

describe('companyDigests', () => {
  it('gathers each CS person’s overdue and today’s open follow-ups and today’s meetings', async ({ a, digestsAt }) => {
    const selection = await digestsAt(a, MORNING);
    expect(selection).toMatchObject({ day: '2026-11-18', due: true });
    const member = selection.digests.find((d) => d.user.id === a.member.id)!;
    expect(member.user).toMatchObject({ email: `member@dgq-a.test`, optedOut: false });
    expect(member.overdue.map((f) => f.requirement ?? f.clientName)).toEqual(['Overdue', 'Shop']);
    expect(member.today.map((f) => f.clientName)).toEqual(['Today']);
    expect(member.meetings.map((m) => m.scheduledAt.toISOString())).toEqual([
      '2026-11-18T04:30:00.000Z',
      '2026-11-18T18:15:00.000Z',
    ]);
    expect(selection.digests.map((d) => d.user.id).sort()).toEqual([a.admin.id, a.member.id].sort());
  });

  it('owes nothing before the digest hour, and nothing to another company', async ({ a, b, digestsAt }) => {
    expect(await digestsAt(a, new Date('2026-11-18T02:00:00Z'))).toEqual({
      day: '2026-11-18',
      due: false,
      digests: [],
    });
    expect((await digestsAt(b, MORNING)).digests).toEqual([]);
  });

  it('leaves out a user who opted out in user settings, until they opt back in', async ({ a, digestsAt }) => {
    const me = a.as('team_member').user.digest;
    expect((await me.get()).digest).toEqual({ optedOut: false });
    expect((await me.update({ optedOut: true })).digest).toEqual({ optedOut: true });
    expect((await digestsAt(a, MORNING)).digests.map((d) => d.user.id)).toEqual([a.admin.id]);
    expect((await a.as('admin').user.digest.get()).digest.optedOut).toBe(false);
    await me.update({ optedOut: false });
    expect((await digestsAt(a, MORNING)).digests).toHaveLength(2);
    expect(await failureOf(me.update({ optedOut: 'maybe' as unknown as boolean }))).toMatchObject({
      status: 400,
      errors: [{ path: 'optedOut' }],
    });
  });
});
