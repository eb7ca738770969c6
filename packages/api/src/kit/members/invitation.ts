import type { AppDeps } from '../../core/deps';
import { invitationMail } from '../../services/mail/templates';
import { portalUrl } from '../../core/tenancy/portal-url';
import type { MemberRow } from './rows';

export interface InvitationFacts {
  company: { name: string; subdomain: string };
  member: Pick<MemberRow, 'name' | 'email'>;
  /** Who added them: the signed-in owner or admin, or the super admin. */
  invitedBy: string;
}

/**
 * Mails a new member where to sign in, once the invite has committed (never for a rolled-back
 * one). The mail is a courtesy: a failure is logged and the member stays added; a failed SMTP
 * delivery stays in the outbox with its error (mail/create.ts).
 */
export async function sendInvitation(deps: Pick<AppDeps, 'mailer' | 'config' | 'log'>, facts: InvitationFacts) {
  try {
    await deps.mailer.send(
      invitationMail({
        to: facts.member.email,
        memberName: facts.member.name,
        invitedBy: facts.invitedBy,
        companyName: facts.company.name,
        signInUrl: portalUrl(deps.config, facts.company.subdomain),
      }),
    );
  } catch (error) {
    deps.log.error({ to: facts.member.email, reason: String(error) }, 'invitation mail not recorded');
  }
}
