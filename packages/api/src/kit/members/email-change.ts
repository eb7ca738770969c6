import type { AppDeps } from '../../core/deps';
import { emailChangedMail } from '../../services/mail/templates';
import { portalUrl } from '../../core/tenancy/portal-url';
import type { MemberWrite } from './update';

export interface EmailChangeFacts {
  company: { name: string; subdomain: string };
  member: { name: string };
  oldEmail: string;
  newEmail: string;
  /** The owner, admin or super admin who made the change. */
  changedBy: string;
}

/** The addresses an edit moved a member between, if it changed their email. */
export function emailChangeOf(write: MemberWrite): { oldEmail: string; newEmail: string } | undefined {
  const change = write.changes.find((c) => c.column === 'email');
  if (!change || String(change.oldValue).toLowerCase() === String(change.newValue).toLowerCase()) return undefined;
  return { oldEmail: String(change.oldValue), newEmail: String(change.newValue) };
}

/**
 * Tells both addresses that a member's email changed, once the change has committed. The old
 * address is the one that matters when the change was not theirs to make. A mail that cannot be
 * recorded is logged; the change stands.
 */
export async function sendEmailChanged(deps: Pick<AppDeps, 'mailer' | 'config' | 'log'>, facts: EmailChangeFacts) {
  const signInUrl = portalUrl(deps.config, facts.company.subdomain);
  for (const to of [facts.oldEmail, facts.newEmail]) {
    try {
      await deps.mailer.send(
        emailChangedMail({
          to,
          memberName: facts.member.name,
          oldEmail: facts.oldEmail,
          newEmail: facts.newEmail,
          changedBy: facts.changedBy,
          companyName: facts.company.name,
          signInUrl,
        }),
      );
    } catch (error) {
      deps.log.error({ to, reason: String(error) }, 'email change mail not recorded');
    }
  }
}
