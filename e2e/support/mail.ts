import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MAIL_DIR } from './env';

/** The six-digit code from the newest message sent to `email` after `since`. */
export async function latestLoginCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(MAIL_DIR)
      .filter((f) => Number(f.split('-')[0]) >= since)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as { to: string[]; raw: string };
      const code = /\b(\d{6})\b/.exec(mail.raw.split('\r\n\r\n').slice(1).join('\n'))?.[1];
      if (mail.to.includes(email.toLowerCase()) && code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no login code mailed to ${email}`);
}
