import type { RequestInfo } from '../context';
import type { AppDeps } from '../deps';
import type { SuperAdminActor } from '../middlewares/auth';

/**
 * What a super admin's call on the platform host runs with (superAdminProcedure): who, and the
 * request's facts (IP, browser) for the security log. Each service opens its own transactions.
 */
export interface PlatformCaller {
  deps: AppDeps;
  actor: SuperAdminActor;
  request: RequestInfo;
}
