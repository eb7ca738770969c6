/**
 * Meeting reminders: scheduling a meeting sends a job for 30 minutes before it, in the same
 * transaction; a moved or cancelled meeting's old job mails nothing; each reminder goes out once.
 */
import { describe, expect } from 'vitest';

import { eq, ilike, platformTables, sql } from '@app/db';

import { brandAndLead, crmAppTest, crmOf } from '../record-fixtures';
import { sendMeetingReminder } from './meeting-reminder';

const { companies, mailOutbox } = platformTables;

const NOW = new Date('2026-11-23T06:00:00Z');

type Job = { data: { companyId: number; meetingId: string; scheduledAt: string }; start_after: Date };

/**
 * `leadId`: Asha Rao's lead, made before the first test once A's clock stands at NOW in Kolkata;
 * `jobsFor`: a meeting's reminder jobs, oldest first; `remindersFor`: the reminder mails it sent.
 */
const it = crmAppTest('rm')
  .extend('leadId', { scope: 'file', auto: true }, async ({ app, a }) => {
    app.clock.now = NOW;
    await app.deps.db.update(companies).set({ timeZone: 'Asia/Kolkata' }).where(eq(companies.id, a.company.id));
    return (await brandAndLead(a, 'Asha Rao', 'Acme')).lead.id;
  })
  .extend(
    'jobsFor',
    { scope: 'file' },
    ({ app }) =>
      async (meetingId: string) =>
        (await app.deps.db.execute(
          sql`select data, start_after from pgboss.job where name = 'crm.meeting-reminder' and data->>'meetingId' = ${meetingId} order by created_on`,
        )) as unknown as Job[],
  )
  .extend(
    'remindersFor',
    { scope: 'file' },
    ({ app }) =>
      (meetingId: string) =>
        app.deps.db
          .select()
          .from(mailOutbox)
          .where(ilike(mailOutbox.onceKey, `meeting-reminder:%:${meetingId}:%`)),
  );

describe('meeting reminders', () => {
  it('sends a job for 30 minutes before the start, and the mail once', async ({
    app,
    a,
    leadId,
    jobsFor,
    remindersFor,
  }) => {
    const { meeting } = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-11-23T08:00:00Z' });
    const [job] = await jobsFor(meeting.id);
    expect(new Date(job!.start_after).toISOString()).toBe('2026-11-23T07:30:00.000Z');
    expect(job!.data).toEqual({
      companyId: a.company.id,
      meetingId: meeting.id,
      scheduledAt: '2026-11-23T08:00:00.000Z',
    });

    expect(await sendMeetingReminder(app.deps, job!.data)).toBe(true);
    expect(await sendMeetingReminder(app.deps, job!.data)).toBe(false);
    const [mail] = await remindersFor(meeting.id);
    expect(mail).toMatchObject({ toAddress: a.member.email, subject: 'In 30 minutes: Meeting with Asha Rao' });
    expect(mail!.textBody).toContain(`http://${a.company.subdomain}.localhost:3000/crm/leads/${leadId}`);
    // The product's one date-time format, on the company's clock.
    expect(mail!.textBody).toContain('23 Nov 2026, 13:30 (Asia/Kolkata)');
  });

  it('moving a meeting sends a new job; the old one mails nothing', async ({
    app,
    a,
    leadId,
    jobsFor,
    remindersFor,
  }) => {
    const { meeting } = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-11-23T10:00:00Z' });
    await crmOf(a).meetings.update({ id: meeting.id, scheduledDate: '2026-11-23T11:00:00Z' });
    const [first, second] = await jobsFor(meeting.id);
    expect(new Date(second!.start_after).toISOString()).toBe('2026-11-23T10:30:00.000Z');
    expect(await sendMeetingReminder(app.deps, first!.data)).toBe(false);
    expect(await sendMeetingReminder(app.deps, second!.data)).toBe(true);
    expect(await remindersFor(meeting.id)).toHaveLength(1);
  });

  it('a cancelled meeting is not reminded; one starting within 30 minutes is reminded at once', async ({
    app,
    a,
    leadId,
    jobsFor,
  }) => {
    const { meeting } = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-11-23T12:00:00Z' });
    await crmOf(a).meetings.update({ id: meeting.id, status: 'Cancelled' });
    const [job] = await jobsFor(meeting.id);
    expect(await sendMeetingReminder(app.deps, job!.data)).toBe(false);

    const soon = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-11-23T06:10:00Z' });
    const [now] = await jobsFor(soon.meeting.id);
    expect(new Date(now!.start_after).getTime()).toBeLessThanOrEqual(NOW.getTime() + 1000);

    const past = await crmOf(a).meetings.create({ leadId, scheduledDate: '2026-11-22T06:10:00Z' });
    expect(await jobsFor(past.meeting.id)).toHaveLength(0);
  });

  it('a failed meeting write leaves no reminder job', async ({ app, a }) => {
    const before = await app.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'crm.meeting-reminder'`,
    );
    await expect(
      crmOf(a).meetings.create({
        leadId: '00000000-0000-4000-8000-000000000000',
        scheduledDate: '2026-11-23T09:00:00Z',
      }),
    ).rejects.toThrow();
    const after = await app.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'crm.meeting-reminder'`,
    );
    expect(after[0]).toEqual(before[0]);
  });
});
