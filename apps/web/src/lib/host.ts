import { SUBDOMAIN } from '@app/contracts';

/** What the browser's host serves (docs/product/platform-admin.md#hosts-and-sign-in): the admin portal, or one company's portal. */
export type HostTarget = { kind: 'platform' } | { kind: 'tenant'; subdomain: string };

const reserved = new Set<string>(SUBDOMAIN.reserved);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function labelOf(hostname: string, baseDomain: string | undefined): string | undefined {
  if (baseDomain) {
    const base = baseDomain.toLowerCase();
    // The label next to the base domain, as the server reads it (www.acme.example.com → acme).
    return hostname.endsWith(`.${base}`)
      ? hostname
          .slice(0, -(base.length + 1))
          .split('.')
          .at(-1)
      : undefined;
  }
  const labels = hostname.split('.');
  // Without a configured base: <label>.localhost in development, <label>.<domain>.<tld> elsewhere;
  // a bare two-label domain (example.com) is the platform's own.
  if (hostname.endsWith('.localhost') || labels.length >= 3) return labels[0];
  return undefined;
}

/**
 * Platform host: `admin.<base>`, the bare base domain, `localhost`, an IP address or a host outside
 * the base domain. Any other first label is a company's subdomain (`api` is reserved too).
 */
export function resolveHost(hostname: string, baseDomain?: string): HostTarget {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || IPV4.test(host) || host.includes(':')) return { kind: 'platform' };
  const label = labelOf(host, baseDomain);
  if (!label || reserved.has(label)) return { kind: 'platform' };
  return { kind: 'tenant', subdomain: label };
}

/** The X-Subdomain header every call carries: the company's subdomain, or `admin` on the platform. */
export const subdomainHeader = (target: HostTarget) => (target.kind === 'tenant' ? target.subdomain : 'admin');

interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
}

/** The address of a company's portal seen from the admin host (admin.example.com → acme.example.com). */
export function tenantUrl(location: LocationLike, subdomain: string, baseDomain?: string): string {
  const host = location.hostname.toLowerCase();
  const base = baseDomain?.toLowerCase() ?? (host.startsWith('admin.') ? host.slice('admin.'.length) : host);
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${subdomain}.${base}${port}/`;
}

/** The host of this page, read once: the host never changes without a full page load. */
export const currentHost: HostTarget =
  typeof window === 'undefined'
    ? { kind: 'platform' }
    : resolveHost(window.location.hostname, import.meta.env.VITE_BASE_DOMAIN);
