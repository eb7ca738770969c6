import { SUBDOMAIN } from '@app/contracts';

/** Where a request is aimed: the platform (super admins) or one company's subdomain. */
export type HostTarget = { kind: 'platform' } | { kind: 'tenant'; subdomain: string };

export class HostMismatchError extends Error {}

const reserved = new Set<string>(SUBDOMAIN.reserved);

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * DESIGN §3 host rules. `admin.<base>`, `api.<base>` and `<base>` itself are platform hosts, where the
 * X-Subdomain header may name a company. Any other `<label>.<base>` is that company's host; there the
 * host decides and a disagreeing header is refused. Hosts outside the base domain (an IP address, a
 * proxy's name) behave like the bare base domain.
 */
export function resolveHost(
  hostHeader: string | undefined,
  subdomainHeader: string | undefined,
  baseDomain: string,
): HostTarget {
  const host = stripPort((hostHeader ?? '').trim().toLowerCase());
  const header = subdomainHeader?.trim().toLowerCase() || undefined;
  const suffix = `.${baseDomain}`;
  const label = host.endsWith(suffix) ? host.slice(0, -suffix.length).split('.').at(-1) : undefined;

  if (label && !reserved.has(label)) {
    if (header && header !== label && header !== 'admin') {
      throw new HostMismatchError(`X-Subdomain "${header}" does not match the host`);
    }
    return { kind: 'tenant', subdomain: label };
  }
  // A platform host: admin, api, the bare domain, or a foreign host name.
  if (header && header !== 'admin' && header !== 'api') return { kind: 'tenant', subdomain: header };
  return { kind: 'platform' };
}
