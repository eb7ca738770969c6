import { MESSAGES } from '@app/contracts';

import { describeError } from '../../lib/api/errors';

/** A dashboard's load error by cause, with the product's wording (docs/product/platform-admin.md#messages-and-limits; docs/product/company-portal.md#messages-and-limits). */
export function dashboardErrorText(error: unknown): string {
  const m = MESSAGES.dashboard;
  const { network, status } = describeError(error);
  if (network) return m.networkError;
  if (status === 401) return m.authFailed;
  if (status === 404) return m.endpointMissing;
  if (status !== undefined && status >= 500) return m.serverError;
  return m.loadFailed;
}
