/**
 * Events made by the caller of a procedure: the signed-in actor from `ctx.actor`, the IP and user
 * agent from `ctx.request`. Paths with nobody signed in yet (sign-in, code requests) build the
 * actor themselves with userActor / anonymousActor and take requestFacts.
 */
import type { Executor, Tx } from '@app/db';

import type { RequestInfo } from '../../core/context';
import type { AppDeps } from '../../core/deps';
import type { CompanyActor, PlatformActor } from '../../core/middlewares/auth';
import {
  recordPlatformSecurityEvent,
  recordSecurityEvent,
  type SecurityActor,
  type SecurityEvent,
  type SecuritySubject,
} from './record';

/** The request's IP and user agent, as an event carries them. */
export const requestFacts = (request: RequestInfo) => ({ ip: request.ip, userAgent: request.userAgent ?? null });

export const userActor = (user: { id: string; name: string }): SecurityActor => ({
  kind: 'user',
  id: user.id,
  label: user.name,
});

export const superAdminActor = (admin: { id: string; name: string }): SecurityActor => ({
  kind: 'super_admin',
  id: admin.id,
  label: admin.name,
});

/** The person an event is about (a member whose role changed), named as they are now. */
export const subjectOf = (person: { id: string; name: string }): SecuritySubject => ({
  id: person.id,
  label: person.name,
});

/** Someone not signed in, known only by the address they typed (a failed sign-in, a code request). */
export const anonymousActor = (typed: string): SecurityActor => ({ kind: 'anonymous', id: null, label: typed });

/** An integration's key, named as every record of who acted names it ("API key <name>"). */
export const apiKeyActor = (key: { id: string; name: string }): SecurityActor => ({
  kind: 'api_key',
  id: key.id,
  label: key.name,
});

export function actorOf(actor: CompanyActor | PlatformActor): SecurityActor {
  if (actor.kind === 'api_key') return apiKeyActor(actor);
  return actor.kind === 'user' ? userActor(actor) : superAdminActor(actor);
}

/** What the caller says about an event; who and from where come from the context. */
export type EventFacts = Omit<SecurityEvent, 'actor' | 'ip' | 'userAgent'>;

interface Caller {
  request: RequestInfo;
  actor: CompanyActor | PlatformActor;
}

/** The event as the signed-in caller of `ctx` makes it. */
export const callerEvent = (ctx: Caller, facts: EventFacts): SecurityEvent => ({
  ...facts,
  actor: actorOf(ctx.actor),
  ...requestFacts(ctx.request),
});

/** In a company procedure: the caller's event in the company's log, in the request's transaction. */
export const recordCallerEvent = (ctx: Caller & { tx: Tx }, facts: EventFacts) =>
  recordSecurityEvent(ctx.tx, callerEvent(ctx, facts));

/**
 * In a super admin procedure: the caller's event in the platform's log, in `tx` (the change's
 * transaction) when there is one.
 */
export const recordPlatformCallerEvent = (ctx: Caller & { deps: AppDeps }, facts: EventFacts, tx?: Executor) =>
  recordPlatformSecurityEvent(tx ?? ctx.deps.db, callerEvent(ctx, facts));
