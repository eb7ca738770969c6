/**
 * The security log (docs/decisions/0027-security-log.md): an append-only list of security events
 * per company (`security_events` in its schema) and one for the platform's own accounts
 * (`platform_security_events`). An event is written in the transaction of the change it records,
 * so a change that rolls back leaves no event.
 *
 * Writing, from a company procedure (tenantUserProcedure and the builders on it), with the
 * signed-in caller as the actor and the request's IP and user agent:
 *
 *   await recordCallerEvent(ctx, { type: 'role_changed', subject: subjectOf(member),
 *                                  detail: { from: 'team_member', to: 'admin' } });
 *
 * From a super admin procedure, into the platform's log (pass the change's transaction if any):
 *
 *   await recordPlatformCallerEvent(ctx, { type: 'password_changed' }, tx);
 *
 * When nobody is signed in yet (sign-in, code requests), build the event yourself:
 *
 *   await recordSecurityEvent(tx, { type: 'sign_in_succeeded', actor: userActor(user),
 *                                   ...requestFacts(ctx.request) });           // company tx
 *   await recordSecurityEvent(tx, { type: 'sign_in_failed', actor: anonymousActor(typedEmail),
 *                                   subject: account ? subjectOf(account) : null, ...requestFacts(ctx.request) });
 *   await recordPlatformSecurityEvent(db, { type: 'sign_in_succeeded', actor: superAdminActor(admin), ... });
 *
 * `recordSecurityEvent` needs a transaction whose search_path is the company's schema (the tenant
 * procedure's `ctx.tx`, or `withTenant(db, companyId, ...)`); outside one it fails rather than
 * write elsewhere. A refused sign-in answers with an error, which rolls the request's transaction
 * back: record a failure in a transaction of its own that commits (withTenant on `deps.db`).
 *
 * Events carry facts, not content: which list was exported and how many rows, never the rows;
 * which field changed, never a password or a code. Texts are bounded (bounds.ts). Events are never
 * updated (a trigger refuses it); only the daily retention job deletes them (prune.ts).
 */
export {
  recordPlatformSecurityEvent,
  recordSecurityEvent,
  type SecurityActor,
  type SecurityEvent,
  type SecuritySubject,
} from './record';
export {
  actorOf,
  apiKeyActor,
  anonymousActor,
  callerEvent,
  recordCallerEvent,
  recordPlatformCallerEvent,
  requestFacts,
  subjectOf,
  superAdminActor,
  userActor,
  type EventFacts,
} from './caller';
