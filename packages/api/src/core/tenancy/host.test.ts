import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { HostMismatchError, resolveHost } from './host';

describe('resolveHost', () => {
  const base = 'localhost';
  it.each([
    ['admin.localhost:3000', undefined, { kind: 'platform' }],
    ['localhost:3000', undefined, { kind: 'platform' }],
    ['acme.localhost:3000', undefined, { kind: 'tenant', subdomain: 'acme' }],
    ['ACME.localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['api.localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['api.localhost', 'admin', { kind: 'platform' }],
    ['localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['admin.localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['admin.localhost', 'admin', { kind: 'platform' }],
    // The fully qualified spelling (a trailing dot) is the same host.
    ['alpha.localhost.', undefined, { kind: 'tenant', subdomain: 'alpha' }],
    ['alpha.localhost.:3000', undefined, { kind: 'tenant', subdomain: 'alpha' }],
    ['admin.localhost.', undefined, { kind: 'platform' }],
  ])('%s with X-Subdomain %s', (host, header, expected) => {
    expect(resolveHost(host, header, base)).toEqual(expected);
  });

  it('uses the first label next to the base domain for nested hosts', () => {
    expect(resolveHost('www.acme.example.com', undefined, 'example.com')).toEqual({
      kind: 'tenant',
      subdomain: 'acme',
    });
  });

  it('refuses a tenant host whose X-Subdomain names another company', () => {
    expect(() => resolveHost('acme.localhost', 'globex', base)).toThrow(
      new HostMismatchError(MESSAGES.auth.subdomainHeaderMismatch('globex')),
    );
  });

  it.each([
    ['127.0.0.1:3000', undefined],
    ['127.0.0.1:3000', 'acme'],
    ['[::1]:3000', 'admin'],
    ['evil.example', undefined],
    ['localhost.evil.example', undefined],
    ['alpha.localhost..', undefined],
    ['notlocalhost', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('refuses the host %s (X-Subdomain %s): it is not one the server serves', (host, header) => {
    expect(() => resolveHost(host, header, base)).toThrow(HostMismatchError);
  });

  it('quotes an unknown host cut short', () => {
    expect(() => resolveHost(`${'x'.repeat(500)}.example`, undefined, base)).toThrow(
      MESSAGES.auth.unknownHost('x'.repeat(100)),
    );
  });

  it('refuses the api host without X-Subdomain', () => {
    expect(() => resolveHost('api.localhost', undefined, base)).toThrow(MESSAGES.auth.apiHostNeedsSubdomain);
  });
});
