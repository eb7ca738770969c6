import { LOGIN_CODE } from '@app/contracts';

import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const minutes = Math.round(LOGIN_CODE.ttlMs / 60_000);

/**
 * The sign-in code mail. `realmName` is the company's name on a company host, `Admin` on the
 * platform host, so people with accounts in several places know which one the code opens.
 */
export function loginCodeMail(to: string, code: string, realmName: string): MailMessage {
  const text = [
    `Your sign-in code for ${realmName} is ${code}`,
    '',
    `It expires in ${minutes} minutes and can be used once.`,
    'If you did not ask to sign in, you can ignore this email.',
  ].join('\n');
  const name = escapeHtml(realmName);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
<p>Your sign-in code for <strong>${name}</strong> is:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${code}</p>
<p>It expires in ${minutes} minutes and can be used once.</p>
<p style="color: #6b7280">If you did not ask to sign in, you can ignore this email.</p>
</body></html>`;
  return { to, subject: 'Your sign-in code', text, html, secret: true };
}

export interface Invitation {
  to: string;
  memberName: string;
  invitedBy: string;
  companyName: string;
  /** The company portal, where they sign in with an emailed code. */
  signInUrl: string;
}

/** Tells a new team member who added them to which company, and where to sign in. */
export function invitationMail(invite: Invitation): MailMessage {
  const text = [
    `Hello ${invite.memberName},`,
    '',
    `${invite.invitedBy} invited you to join ${invite.companyName}.`,
    `Sign in at ${invite.signInUrl} with this email address (${invite.to}); we will email you a one-time code.`,
  ].join('\n');
  const [member, by, company, url] = [invite.memberName, invite.invitedBy, invite.companyName, invite.signInUrl].map(
    escapeHtml,
  );
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
<p>Hello ${member},</p>
<p>${by} invited you to join <strong>${company}</strong>.</p>
<p><a href="${url}">Sign in to ${company}</a> with this email address; we will email you a one-time code.</p>
<p style="color: #6b7280">${url}</p>
</body></html>`;
  return { to: invite.to, subject: `You have been invited to join ${invite.companyName}`, text, html };
}

export interface EmailChange {
  to: string;
  memberName: string;
  oldEmail: string;
  newEmail: string;
  changedBy: string;
  companyName: string;
  signInUrl: string;
}

/**
 * Sent to both the old and the new address when someone else changes a member's email: the old
 * inbox learns its account moved (and whom to ask if that was not expected), the new one where
 * to sign in. Their sessions have ended with the change.
 */
export function emailChangedMail(change: EmailChange): MailMessage {
  const text = [
    `Hello ${change.memberName},`,
    '',
    `${change.changedBy} changed the email address you sign in to ${change.companyName} with, from ${change.oldEmail} to ${change.newEmail}.`,
    `You have been signed out. Sign in again at ${change.signInUrl} with ${change.newEmail}; we will email you a one-time code.`,
    `If you did not expect this change, contact the owner of ${change.companyName}.`,
  ].join('\n');
  const [member, by, company, from, to, url] = [
    change.memberName,
    change.changedBy,
    change.companyName,
    change.oldEmail,
    change.newEmail,
    change.signInUrl,
  ].map(escapeHtml);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
<p>Hello ${member},</p>
<p>${by} changed the email address you sign in to <strong>${company}</strong> with, from <strong>${from}</strong> to <strong>${to}</strong>.</p>
<p>You have been signed out. <a href="${url}">Sign in to ${company}</a> again with ${to}; we will email you a one-time code.</p>
<p style="color: #6b7280">If you did not expect this change, contact the owner of ${company}.</p>
</body></html>`;
  return { to: change.to, subject: `Your email address for ${change.companyName} was changed`, text, html };
}
