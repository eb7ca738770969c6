import { MESSAGES } from '@app/contracts';

const t = MESSAGES.web.twoFactor;

/** A base32 setup key in groups of four, as authenticator apps show it: easier to type by hand. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

const pad = (n: number) => String(n).padStart(2, '0');
/** The day on the person's own calendar, as 2030-04-05. */
const localDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/**
 * The recovery codes as a text file to keep: whose they are and where they work (an account may
 * have codes for several companies), when they were made, one code a line.
 */
export function recoveryCodesFile(codes: readonly string[], who: { email: string; place: string }, made: Date) {
  return [
    t.recoveryFileHeading(who.email, who.place),
    t.recoveryFileMade(localDay(made)),
    t.recoveryFileNote,
    '',
    ...codes,
    '',
  ].join('\n');
}
