import { LOGIN_CODE } from '@app/contracts';

import type { AppDeps } from '../../core/deps';
import type { MailMessage } from './mailer';
import { escapeHtml } from './templates';

const minutes = Math.round(LOGIN_CODE.ttlMs / 60_000);

/** A plain mail: the same paragraphs as text and as HTML. */
function plainMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return { to, subject, text: paragraphs.join('\n\n'), html };
}

/** The code a signed-in person enters to confirm a sensitive change to their own account. */
export function stepUpCodeMail(to: string, code: string, realmName: string): MailMessage {
  const mail = plainMail(to, 'Your confirmation code', [
    `Your code to confirm a change to your ${realmName} account is ${code}`,
    `It expires in ${minutes} minutes and can be used once.`,
    'If you are not changing your account right now, someone may be using your session: sign in and use "Sign out everywhere".',
  ]);
  // The code must not stay readable in the outbox once delivered.
  return { ...mail, secret: true };
}

export type AccountChange =
  'password-set' | 'password-changed' | 'password-removed' | 'email-changed' | 'two-factor-off';

const WHAT_CHANGED: Record<AccountChange, { subject: string; line: string }> = {
  'password-set': { subject: 'A password was set on your account', line: 'A password was set on your account' },
  'password-changed': { subject: 'Your password was changed', line: 'Your password was changed' },
  'password-removed': {
    subject: 'Your password was removed',
    line: 'Your password was removed: you now sign in with an emailed code',
  },
  'two-factor-off': {
    subject: 'Two-factor sign-in was turned off',
    line: 'Two-factor sign-in was turned off on your account',
  },
  'email-changed': {
    subject: 'Your sign-in email was changed',
    line: 'The email address you sign in with was changed',
  },
};

/** Tells the account's address that a sensitive change was made, so a change by someone else shows. */
export function accountChangeMail(to: string, change: AccountChange, realmName: string): MailMessage {
  const { subject, line } = WHAT_CHANGED[change];
  return plainMail(to, `${subject} (${realmName})`, [
    `${line} for ${realmName}. Your other sessions have been signed out.`,
    'If this was not you, sign in with an emailed code, remove any password you did not set, and use "Sign out everywhere".',
  ]);
}

/** Mails the account about a change that has committed; a mail that cannot be queued is logged. */
export async function tellAccount(
  deps: Pick<AppDeps, 'mailer' | 'log'>,
  to: string,
  change: AccountChange,
  realmName: string,
): Promise<void> {
  try {
    await deps.mailer.send(accountChangeMail(to, change, realmName));
  } catch (error) {
    deps.log.error({ err: String(error), to }, 'could not queue the account change mail');
  }
}
