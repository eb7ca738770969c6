import { describe, expect, it } from 'vitest';

import { HostMismatchError, resolveHost } from './host';

describe('resolveHost', () => {
  const base = 'localhost';
  it.each([
    ['admin.localhost:3000', undefined, { kind: 'platform' }],
    ['localhost:3000', undefined, { kind: 'platform' }],
    ['api.localhost', undefined, { kind: 'platform' }],
    ['acme.localhost:3000', undefined, { kind: 'tenant', subdomain: 'acme' }],
    ['ACME.localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['api.localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['127.0.0.1:3000', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['127.0.0.1:3000', 'admin', { kind: 'platform' }],
    ['admin.localhost', 'acme', { kind: 'tenant', subdomain: 'acme' }],
    ['admin.localhost', 'admin', { kind: 'platform' }],
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
    expect(() => resolveHost('acme.localhost', 'globex', base)).toThrow(HostMismatchError);
  });
});
