/**
 * The mail to a meeting's CS person 30 minutes before it starts. Scheduling a meeting (or moving
 * it) sends a job for that moment in the same transaction; the job checks the meeting still
 * starts when it was told and is still on, so a moved or cancelled meeting's old job does
 * nothing, and the once-key keeps a job that runs twice from mailing twice.
 */
import { formatMoment } from '@app/contracts';
import { eq, JOB_QUEUES, platformTables, tenantTables, withTenant, type Executor } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { MailMessage } from '../../services/mail/mailer';
import { escapeHtml } from '../../services/mail/templates';
import { portalUrl } from '../../core/tenancy/portal-url';

const { meetings, leads, users } = tenantTables;
const { companies } = platformTables;

export const REMINDER_LEAD_MS = 30 * 60_000;

interface MeetingFacts {
  id: string;
  scheduledAt: Date;
  status: string;
  csPersonId: string | null;
}

const isOn = (meeting: MeetingFacts) => meeting.status === 'Scheduled' && meeting.csPersonId !== null;

/** Call after a meeting is written, inside its transaction. */
export async function scheduleMeetingReminder(
  deps: Pick<AppDeps, 'jobs' | 'now'>,
  tx: Executor,
  companyId: number,
  meeting: MeetingFacts,
  before?: MeetingFacts,
): Promise<void> {
  if (!isOn(meeting) || meeting.scheduledAt.getTime() <= deps.now().getTime()) return;
  if (before && isOn(before) && before.scheduledAt.getTime() === meeting.scheduledAt.getTime()) return;
  const at = new Date(Math.max(meeting.scheduledAt.getTime() - REMINDER_LEAD_MS, deps.now().getTime()));
  await deps.jobs.send(
    JOB_QUEUES.meetingReminder.name,
    { companyId, meetingId: meeting.id, scheduledAt: meeting.scheduledAt.toISOString() },
    { tx, startAfter: at },
  );
}

function reminderMail(facts: { to: string; name: string; title: string; client: string; at: string; url: string }) {
  const text = [
    `Hello ${facts.name},`,
    '',
    `Your meeting "${facts.title}" with ${facts.client} starts at ${facts.at}.`,
    '',
    `Open it: ${facts.url}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
<p>Hello ${escapeHtml(facts.name)},</p>
<p>Your meeting <strong>${escapeHtml(facts.title)}</strong> with ${escapeHtml(facts.client)} starts at ${escapeHtml(facts.at)}.</p>
<p><a href="${escapeHtml(facts.url)}">Open the meeting's lead</a></p>
</body></html>`;
  return { to: facts.to, subject: `In 30 minutes: ${facts.title}`, text, html } satisfies MailMessage;
}

/** The job: resolves to whether a reminder was recorded. */
export async function sendMeetingReminder(
  deps: AppDeps,
  job: { companyId: number; meetingId: string; scheduledAt: string },
): Promise<boolean> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, job.companyId));
  if (!company || company.status !== 'active') return false;
  return withTenant(deps.db, job.companyId, async (tx) => {
    const [row] = await tx
      .select({ meeting: meetings, client: leads.clientName, person: users })
      .from(meetings)
      .innerJoin(leads, eq(leads.id, meetings.leadId))
      .innerJoin(users, eq(users.id, meetings.csPersonId))
      .where(eq(meetings.id, job.meetingId));
    if (!row || !isOn(row.meeting) || !row.person.isActive) return false;
    if (row.meeting.scheduledAt.toISOString() !== job.scheduledAt) return false;
    const at = formatMoment(row.meeting.scheduledAt, company.timeZone);
    const mail = reminderMail({
      to: row.person.email,
      name: row.person.name,
      title: row.meeting.title,
      client: row.client,
      at: `${at} (${company.timeZone})`,
      url: portalUrl(deps.config, company.subdomain, `/crm/leads/${row.meeting.leadId}`),
    });
    return deps.mailer.sendOnce(tx, mail, `meeting-reminder:${job.companyId}:${job.meetingId}:${job.scheduledAt}`);
  });
}
