import { MESSAGES, SUBDOMAIN } from '@app/contracts';

/** Where a request is aimed: the platform (super admins) or one company's subdomain. */
export type HostTarget = { kind: 'platform' } | { kind: 'tenant'; subdomain: string };

/** A Host or X-Subdomain the server does not serve: answered 400, before anything else runs. */
export class HostMismatchError extends Error {}

const reserved = new Set<string>(SUBDOMAIN.reserved);

/** An unknown host is quoted in the refusal, cut short: it is the client's text, not ours. */
const SHOWN_HOST_CHARS = 100;

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/** `acme.localhost.` is the fully qualified spelling of `acme.localhost`: the same host. */
const withoutRootDot = (host: string) => (host.endsWith('.') ? host.slice(0, -1) : host);

/**
 * The host rules (docs/decisions/0002-subdomain-rules.md). `admin.<base>` and `<base>` itself serve the
 * platform, and there X-Subdomain may name a company instead. `api.<base>` serves whatever
 * X-Subdomain names (a company, or `admin` for the platform) and nothing without it. Any other
 * `<label>.<base>` is that company's host: the host decides, and a disagreeing header is refused.
 * A host outside the base domain (an IP address, another domain) is refused: serving it as the
 * platform would let a super admin's token work on a name nobody configured.
 */
export function resolveHost(
  hostHeader: string | undefined,
  subdomainHeader: string | undefined,
  baseDomain: string,
): HostTarget {
  const host = withoutRootDot(stripPort((hostHeader ?? '').trim().toLowerCase()));
  const header = subdomainHeader?.trim().toLowerCase() || undefined;
  const suffix = `.${baseDomain}`;
  if (host !== baseDomain && !host.endsWith(suffix)) {
    throw new HostMismatchError(MESSAGES.auth.unknownHost(host.slice(0, SHOWN_HOST_CHARS)));
  }
  const label = host === baseDomain ? 'admin' : host.slice(0, -suffix.length).split('.').at(-1)!;

  if (!reserved.has(label)) {
    if (header && header !== label && header !== 'admin')
      throw new HostMismatchError(MESSAGES.auth.subdomainHeaderMismatch(header));
    return { kind: 'tenant', subdomain: label };
  }
  if (label === 'api' && !header) throw new HostMismatchError(MESSAGES.auth.apiHostNeedsSubdomain);
  if (header && header !== 'admin' && header !== 'api') return { kind: 'tenant', subdomain: header };
  return { kind: 'platform' };
}
