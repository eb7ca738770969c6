import { displayTime, formatDay, wallClock } from '@app/contracts';

import type { MailMessage } from '../../services/mail/mailer';
import { escapeHtml } from '../../services/mail/templates';
import type { Digest, DigestFollowUp } from '../follow-ups/digest-selection';

export interface DigestMailFacts {
  digest: Digest;
  companyName: string;
  /** The company's calendar day, YYYY-MM-DD. */
  day: string;
  timeZone: string;
  /** The caller's follow-ups in the company portal, e.g. https://acme.example.com/crm/follow-ups */
  followUpsUrl: string;
}

const followUpLine = (f: DigestFollowUp) =>
  `${f.clientName} (${f.brandName})${f.kind === 'enquiry' ? ` enquiry${f.requirement ? `: ${f.requirement}` : ''}` : ''}` +
  ` due ${formatDay(f.nextFollowUpDate)}`;

/** The daily digest: overdue and today's follow-ups and today's meetings of one CS person. */
export function digestMail(facts: DigestMailFacts): MailMessage {
  const { digest, followUpsUrl: link, timeZone } = facts;
  const time = (at: Date) => displayTime(wallClock(at, timeZone));
  const sections: [string, string[]][] = [
    ['Overdue follow-ups', digest.overdue.map(followUpLine)],
    ["Today's follow-ups", digest.today.map(followUpLine)],
    ["Today's meetings", digest.meetings.map((m) => `${time(m.scheduledAt)} ${m.title} (${m.clientName})`)],
  ];
  const filled = sections.filter(([, lines]) => lines.length > 0);
  const text = [
    `Hello ${digest.user.name},`,
    '',
    `Your day at ${facts.companyName} (${formatDay(facts.day)}):`,
    ...filled.flatMap(([title, lines]) => ['', `${title} (${lines.length})`, ...lines.map((l) => `- ${l}`)]),
    '',
    `Open your follow-ups: ${link}`,
    'You can turn this daily email off in your user settings.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
<p>Hello ${escapeHtml(digest.user.name)},</p>
<p>Your day at <strong>${escapeHtml(facts.companyName)}</strong> (${formatDay(facts.day)}):</p>
${filled
  .map(
    ([title, lines]) =>
      `<h3 style="margin-bottom: 4px">${title} (${lines.length})</h3><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(link)}">Open your follow-ups</a></p>
<p style="color: #6b7280">You can turn this daily email off in your user settings.</p>
</body></html>`;
  const count = digest.overdue.length + digest.today.length;
  const subject = `Your day: ${count} follow-up${count === 1 ? '' : 's'}, ${digest.meetings.length} meeting${digest.meetings.length === 1 ? '' : 's'}`;
  return { to: digest.user.email, subject, text, html };
}
