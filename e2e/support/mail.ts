import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MAIL_DIR } from './env';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** The first answer of `find` over the mails sent after `since`, newest first, waiting for it to arrive. */
export async function waitForMail<T>(
  since: number,
  find: (mail: CapturedMail) => T | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAIL_DIR)
      .filter((f) => Number(f.split('-')[0]) >= since)
      .sort()
      .reverse();
    for (const file of files) {
      const found = find(JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as CapturedMail);
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${what}`);
}

/** The six-digit code from the newest message sent to `email` after `since`. */
export function latestLoginCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  return waitForMail(
    since,
    (mail) => {
      // Only sign-in mails: a digest or a reminder to the same person may carry other numbers.
      if (!/^Subject: Your sign-in code\r?$/m.test(mail.raw)) return undefined;
      const code = /sign-in code for .* is (\d{6})\b/.exec(mail.raw.split('\r\n\r\n').slice(1).join('\n'))?.[1];
      return mail.to.includes(email.toLowerCase()) && code ? code : undefined;
    },
    `login code mailed to ${email}`,
    timeoutMs,
  );
}

/** The code from the newest step-up mail ("Your confirmation code") sent to `email` after `since`. */
export function latestStepUpCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  return waitForMail(
    since,
    (mail) => {
      if (!/^Subject: Your confirmation code\r?$/m.test(mail.raw)) return undefined;
      const body = mail.raw
        .split('\r\n\r\n')
        .slice(1)
        .join('\n')
        .replace(/=\r?\n/g, '');
      const code = /account is (\d{6})\b/.exec(body)?.[1];
      return mail.to.includes(email.toLowerCase()) && code ? code : undefined;
    },
    `step-up code mailed to ${email}`,
    timeoutMs,
  );
}
