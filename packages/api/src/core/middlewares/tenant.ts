import { MESSAGES } from '@app/contracts';

import { AppError } from '../errors';
import type { HostTarget } from '../tenancy/host';

export function requireTenantTarget(target: HostTarget): string {
  if (target.kind !== 'tenant') throw new AppError('FORBIDDEN', MESSAGES.auth.tenantOnly);
  return target.subdomain;
}

export function requirePlatformTarget(target: HostTarget): void {
  if (target.kind !== 'platform') throw new AppError('FORBIDDEN', MESSAGES.auth.platformOnly);
}
