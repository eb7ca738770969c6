/**
 * Which addresses a webhook may reach: only globally routable unicast ones. Anything else
 * (private, loopback, link-local, unique-local, multicast, unspecified, carrier-grade NAT,
 * reserved and documentation ranges, and IPv6 forms that carry an IPv4 address: mapped,
 * compatible, NAT64, 6to4, Teredo) could let a company's owner make the server call into its own
 * network, so it is refused unless WEBHOOK_ALLOW_PRIVATE_URLS is on. The ranges are ipaddr.js's
 * (the IANA special-purpose registries); this file only says which of them are allowed.
 */
import { isIP } from 'node:net';

import ipaddr from 'ipaddr.js';

/** `::a.b.c.d`, the deprecated IPv4-compatible form: its first 96 bits are zero. */
const isIpv4Compatible = (address: ipaddr.IPv6) => address.parts.slice(0, 6).every((part) => part === 0);

/** Whether a webhook may be sent to `address` (an IP address as text); false for anything else. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it stands for.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && isIpv4Compatible(parsed as ipaddr.IPv6)) return false;
  return parsed.range() === 'unicast';
}

/** The host of a URL when it is an IP address (`[::1]` without its brackets), or null for a name. */
export function addressLiteralOf(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? null : host;
}
