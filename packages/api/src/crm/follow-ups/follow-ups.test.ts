/**
 * crm.followUps.*: whose follow-ups each role sees, done and snooze through the record services,
 * and "today" / "this week" on the company's calendar. B never sees or changes A's.
 */
import { describe, expect } from 'vitest';

import { crmAppTest, crmOf, failureOf } from '../record-fixtures';

// Wednesday 18 November 2026, 12:00 UTC: the week runs Sunday 15 to Saturday 21. (A clock in the
// past: the test tokens are signed at the real time.)
const NOON = new Date('2026-11-18T12:00:00Z');

/**
 * A's brand Acme, there before the first test, and `lead`: an Acme lead of A's with a follow-up
 * date, the member's and New unless said.
 */
const it = crmAppTest('fup')
  .extend(
    'brandId',
    { scope: 'file', auto: true },
    async ({ a }) => (await crmOf(a).brands.create({ name: 'Acme' })).brand.id,
  )
  .extend(
    'lead',
    { scope: 'file' },
    ({ a, brandId }) =>
      async (clientName: string, nextFollowUpDate: string | null, csPersonId = a.member.id, stage = 'New') =>
        (await crmOf(a).leads.create({ brandId, clientName, nextFollowUpDate, csPersonId, stage })).lead,
  );

it.beforeEach(({ app }) => {
  app.clock.now = NOON;
});

const names = (list: { clientName: string; requirement: string | null }[]) =>
  list.map((f) => f.requirement ?? f.clientName);

describe('the list', () => {
  it('shows overdue, today and this week for the caller, nearest first; open records only', async ({ a, lead }) => {
    const overdue = await lead('Overdue', '2026-10-25');
    await lead('Today', '2026-11-18');
    await lead('Saturday', '2026-11-21');
    await lead('Next week', '2026-11-22');
    await lead('Won one', '2026-11-13', a.member.id, 'Won');
    await lead('No date', null);
    await lead('Admin’s', '2026-11-18', a.admin.id);
    await crmOf(a).enquiries.create({
      leadId: overdue.id,
      requirement: 'Enquiry due Thursday',
      nextFollowUpDate: '2026-11-19',
      csPersonId: a.member.id,
    });
    const mine = await crmOf(a, 'team_member').followUps.list({});
    expect(names(mine.followUps)).toEqual(['Overdue', 'Today', 'Enquiry due Thursday', 'Saturday']);
    expect(mine.followUps.map((f) => f.due)).toEqual(['overdue', 'today', 'week', 'week']);
    expect(mine.counts).toEqual({ overdue: 1, today: 1, week: 2 });
    expect(mine).toMatchObject({ today: '2026-11-18', weekEnd: '2026-11-22' });
    expect(mine.followUps[2]).toMatchObject({ kind: 'enquiry', leadId: overdue.id, brandName: 'Acme' });
  });

  it('lets owners and admins see anyone’s or everyone’s; a team member only their own (403)', async ({ a, b }) => {
    const owner = crmOf(a, 'owner');
    expect(names((await owner.followUps.list({ csPersonId: a.admin.id })).followUps)).toEqual(['Admin’s']);
    const everyone = await crmOf(a, 'admin').followUps.list({ csPersonId: 'all' });
    expect(everyone.followUps).toHaveLength(5);
    expect((await owner.followUps.list({})).followUps).toEqual([]);
    const member = crmOf(a, 'team_member');
    expect(await failureOf(member.followUps.list({ csPersonId: 'all' }))).toMatchObject({ status: 403 });
    expect(await failureOf(member.followUps.list({ csPersonId: a.admin.id }))).toMatchObject({ status: 403 });
    expect((await member.followUps.list({ csPersonId: a.member.id })).followUps).toHaveLength(4);
    expect(await failureOf(owner.followUps.list({ csPersonId: b.member.id }))).toMatchObject({ status: 400 });
  });

  it('never shows A’s follow-ups on B’s host, nor changes them from there', async ({ a, b }) => {
    expect((await crmOf(b).followUps.list({ csPersonId: 'all' })).followUps).toEqual([]);
    const [first] = (await crmOf(a).followUps.list({ csPersonId: 'all' })).followUps;
    for (const call of [
      () => crmOf(b).followUps.markDone({ kind: first!.kind, id: first!.id }),
      () => crmOf(b).followUps.snooze({ kind: first!.kind, id: first!.id, snooze: 'day' }),
    ])
      expect(await failureOf(call())).toMatchObject({ status: 404 });
  });
});

describe('done and snooze', () => {
  it('done clears the date or moves it; the lead shows the change', async ({ a, lead }) => {
    const done = await lead('Done', '2026-11-17');
    const member = crmOf(a, 'team_member');
    await member.followUps.markDone({ kind: 'lead', id: done.id });
    expect((await member.leads.get({ id: done.id })).lead.nextFollowUpDate).toBeNull();
    const moved = await lead('Moved', '2026-11-17');
    const answer = await member.followUps.markDone({ kind: 'lead', id: moved.id, nextFollowUpDate: '2026-12-10' });
    expect(answer.followUp).toEqual({ kind: 'lead', id: moved.id, nextFollowUpDate: '2026-12-10' });
    expect((await member.leads.get({ id: moved.id })).lead.nextFollowUpDate).toBe('2026-12-10');
    // Through the lead service: the lead's timeline holds the change.
    const { activity } = await member.leadActivity.list({ id: moved.id });
    expect(activity).toContainEqual(
      expect.objectContaining({ field: 'nextFollowUpDate', oldValue: '2026-11-17', newValue: '2026-12-10' }),
    );
  });

  it('snoozes a day or a week from today when overdue, from the date when later; or until a date', async ({
    a,
    lead,
  }) => {
    const member = crmOf(a, 'team_member');
    const late = await lead('Late', '2026-10-26');
    expect(
      (await member.followUps.snooze({ kind: 'lead', id: late.id, snooze: 'day' })).followUp.nextFollowUpDate,
    ).toBe('2026-11-19');
    const friday = await lead('Friday', '2026-11-20');
    const week = await member.followUps.snooze({ kind: 'lead', id: friday.id, snooze: 'week' });
    expect(week.followUp.nextFollowUpDate).toBe('2026-11-27');
    expect(week.message).toBe('Follow-up moved to 27 Nov 2026');
    const enquiry = (
      await member.enquiries.create({ leadId: late.id, requirement: 'E', nextFollowUpDate: '2026-11-13' })
    ).enquiry;
    await member.followUps.snooze({ kind: 'enquiry', id: enquiry.id, until: '2027-01-05' });
    expect((await member.enquiries.get({ id: enquiry.id })).enquiry.nextFollowUpDate).toBe('2027-01-05');
  });

  it('refuses a past date, a missing snooze and an unknown kind, naming the field', async ({ a, lead }) => {
    const member = crmOf(a, 'team_member');
    const one = await lead('Refused', '2026-11-17');
    const past = await failureOf(member.followUps.snooze({ kind: 'lead', id: one.id, until: '2026-11-17' }));
    expect(past).toMatchObject({ status: 400, errors: [{ path: 'until' }] });
    const none = await failureOf(member.followUps.snooze({ kind: 'lead', id: one.id }));
    expect(none).toMatchObject({ status: 400, errors: [{ path: 'snooze' }] });
    const kind = await failureOf(member.followUps.markDone({ kind: 'meeting' as 'lead', id: one.id }));
    expect(kind).toMatchObject({ status: 400, errors: [{ path: 'kind' }] });
  });
});

describe('the company calendar', () => {
  it('uses the company time zone for today: 23:30 in Kolkata is the next day', async ({ app, b }) => {
    const co = await crmOf(b).leads.create({
      brandId: (await crmOf(b).brands.create({ name: 'B brand' })).brand.id,
      clientName: 'Due 19th',
      nextFollowUpDate: '2026-11-19',
      csPersonId: b.owner.id,
    });
    app.clock.now = new Date('2026-11-18T18:00:00Z'); // 23:30 on the 18th in Kolkata
    const utc = await crmOf(b).followUps.list({});
    expect(utc.today).toBe('2026-11-18');
    await b.as('owner').company.settings.update({ timeZone: 'Asia/Kolkata', digestHour: 7 });
    const kolkata = await crmOf(b).followUps.list({});
    expect(kolkata.today).toBe('2026-11-18');
    app.clock.now = new Date('2026-11-18T18:30:00Z'); // midnight: the 19th in Kolkata, still the 18th in UTC
    const next = await crmOf(b).followUps.list({});
    expect(next.today).toBe('2026-11-19');
    expect(next.followUps).toMatchObject([{ id: co.lead.id, due: 'today' }]);
    expect((await crmOf(b).leads.list({ followUp: 'today' })).leads.map((l) => l.id)).toEqual([co.lead.id]);
  });

  it('counts the week tiles on the company clock: Saturday 20:00 UTC is Sunday in Kolkata', async ({ app, b }) => {
    app.clock.now = new Date('2026-11-21T19:00:00Z'); // Sunday 00:30 in Kolkata
    await crmOf(b).brands.create({ name: 'Sunday brand' });
    app.clock.now = new Date('2026-11-21T20:00:00Z');
    // 'B brand' came on Wednesday the 18th: last week in Kolkata, this week in UTC.
    expect((await crmOf(b).brands.list({})).stats).toMatchObject({ total: 2, thisWeek: 1, lastWeek: 1 });
  });

  it('stores the time zone and digest hour; refuses an unknown zone and an hour out of range', async ({ b }) => {
    const settings = b.as('owner').company.settings;
    const { company } = await b.as('owner').company.profile.get();
    expect(company.settings).toMatchObject({ timeZone: 'Asia/Kolkata', digestHour: 7 });
    expect(await failureOf(settings.update({ timeZone: 'Mars/Olympus' }))).toMatchObject({
      status: 400,
      errors: [{ path: 'timeZone' }],
    });
    expect(await failureOf(settings.update({ digestHour: 24 }))).toMatchObject({
      status: 400,
      errors: [{ path: 'digestHour' }],
    });
    expect(await failureOf(b.as('team_member').company.settings.update({ timeZone: 'UTC' }))).toMatchObject({
      status: 403,
    });
  });
});
