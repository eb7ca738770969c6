import { MESSAGES, type TokenRole } from '@app/contracts';

const FALLBACK_INITIALS = 'U';

function wordsOf(text: string): string[] {
  return text.split(/[\s._\-+]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
}

/**
 * Up to two letters for an avatar (docs/product/platform-admin.md#messages-and-limits): from the name's first two words, else from the
 * part of the email before the @, else 'U'.
 */
export function initialsOf(name?: string | null, email?: string | null): string {
  const source = name?.trim() ? name : (email?.split('@')[0] ?? '');
  const letters = wordsOf(source)
    .slice(0, 2)
    .map((word) => [...word].find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? '')
    .join('');
  return letters ? letters.toLocaleUpperCase() : FALLBACK_INITIALS;
}

/** 'Super Admin', 'Owner', 'Admin', 'Team Member'. */
export const roleLabel = (role: TokenRole): string => MESSAGES.web.roleLabels[role];
