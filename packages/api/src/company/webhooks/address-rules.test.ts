/** Which addresses a webhook may reach: public unicast only, however an internal one is written. */
import { describe, expect, it } from 'vitest';

import { addressLiteralOf, isPublicAddress } from './address-rules';

describe('isPublicAddress', () => {
  it('allows public IPv4 and IPv6 unicast addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.255.0.9'],
    ['private 10/8', '10.0.0.5'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT 100.64/10', '100.64.0.1'],
    ['carrier-grade NAT, its last address', '100.127.255.254'],
    ['unspecified', '0.0.0.0'],
    ['this network 0/8', '0.1.2.3'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.10'],
    ['reserved 240/4', '240.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local', 'fd12:3456:789a::1'],
    ['IPv6 unique-local fc00::/7', 'fc00::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, in hex', '::ffff:a00:1'],
    ['IPv4-mapped link-local', '::ffff:169.254.169.254'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['IPv6 documentation', '2001:db8::1'],
  ])('refuses %s (%s)', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('treats an IPv4-mapped public address as the public address it is', () => {
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
  });

  it('refuses whatever is not an IP address', () => {
    for (const text of ['', 'localhost', 'example.com', '127.1', '0x7f000001', '2130706433', '1.2.3.4.5', '::g']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});

describe('addressLiteralOf', () => {
  it('finds the address however the URL writes it, as the URL parser normalises it', () => {
    expect(addressLiteralOf(new URL('https://127.0.0.1/hook'))).toBe('127.0.0.1');
    expect(addressLiteralOf(new URL('https://[::1]:8443/hook'))).toBe('::1');
    expect(addressLiteralOf(new URL('https://[::ffff:7f00:1]/'))).toBe('::ffff:7f00:1');
    // Shorthand, hexadecimal and decimal forms are IPv4 addresses to a URL parser, and so to us.
    expect(addressLiteralOf(new URL('https://127.1/'))).toBe('127.0.0.1');
    expect(addressLiteralOf(new URL('https://0x7f000001/'))).toBe('127.0.0.1');
    expect(addressLiteralOf(new URL('https://2130706433/'))).toBe('127.0.0.1');
  });

  it('answers null for names', () => {
    expect(addressLiteralOf(new URL('https://hooks.example.com/x'))).toBeNull();
    expect(addressLiteralOf(new URL('https://localhost/x'))).toBeNull();
  });
});
