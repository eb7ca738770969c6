import type { Tx } from '@app/db';

import type { AppDeps } from '../deps';
import type { CompanyActor, UserActor } from '../middlewares/auth';
import type { AfterCommit } from './after-commit';
import type { CompanyRecord } from './directory';
import type { RequestFiles } from './request-files';

/**
 * What a company-portal call runs with (tenantUserProcedure): the host's company, the request's
 * transaction on its schema, its files and after-commit work, and the signed-in company user.
 */
export interface PortalContext {
  deps: AppDeps;
  company: CompanyRecord;
  tx: Tx;
  files: RequestFiles;
  afterCommit: AfterCommit;
  actor: CompanyActor;
}

/** A company-portal call only a person may make (tenantPersonProcedure): their own account. */
export type PersonContext = PortalContext & { actor: UserActor };
