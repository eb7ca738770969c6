import type { RequestInfo } from '../context';
import type { AppDeps } from '../deps';
import type { PlatformActor, SuperAdminActor } from '../middlewares/auth';

/**
 * What a super admin's call on the platform host runs with (superAdminProcedure): who, and the
 * request's facts (IP, browser) for the security log. Each service opens its own transactions.
 */
export interface PlatformCaller {
  deps: AppDeps;
  actor: PlatformActor;
  request: RequestInfo;
}

/** A platform call only a super admin in person may make (superAdminPersonProcedure). */
export type SuperAdminCaller = PlatformCaller & { actor: SuperAdminActor };
