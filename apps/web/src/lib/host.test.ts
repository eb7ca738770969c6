import { describe, expect, it } from 'vitest';

import { resolveHost, subdomainHeader, tenantUrl } from './host';

describe('resolveHost', () => {
  it.each([
    ['localhost', { kind: 'platform' }],
    ['admin.localhost', { kind: 'platform' }],
    ['api.localhost', { kind: 'platform' }],
    ['127.0.0.1', { kind: 'platform' }],
    ['example.com', { kind: 'platform' }],
    ['admin.example.com', { kind: 'platform' }],
    ['acme.localhost', { kind: 'tenant', subdomain: 'acme' }],
    ['ACME.localhost', { kind: 'tenant', subdomain: 'acme' }],
    ['acme.example.com', { kind: 'tenant', subdomain: 'acme' }],
  ])('%s without a configured base domain', (hostname, expected) => {
    expect(resolveHost(hostname)).toEqual(expected);
  });

  it.each([
    ['app.example.co.uk', { kind: 'platform' }],
    ['admin.app.example.co.uk', { kind: 'platform' }],
    ['acme.app.example.co.uk', { kind: 'tenant', subdomain: 'acme' }],
    ['www.acme.app.example.co.uk', { kind: 'tenant', subdomain: 'acme' }],
    ['elsewhere.org', { kind: 'platform' }],
  ])('%s with the base domain app.example.co.uk', (hostname, expected) => {
    expect(resolveHost(hostname, 'app.example.co.uk')).toEqual(expected);
  });
});

describe('subdomainHeader', () => {
  it('names the company on a tenant host and admin on the platform', () => {
    expect(subdomainHeader({ kind: 'tenant', subdomain: 'acme' })).toBe('acme');
    expect(subdomainHeader({ kind: 'platform' })).toBe('admin');
  });
});

describe('tenantUrl', () => {
  it('swaps the admin label for the company', () => {
    expect(tenantUrl({ protocol: 'http:', hostname: 'admin.localhost', port: '3000' }, 'acme')).toBe(
      'http://acme.localhost:3000/',
    );
  });
  it('prefixes a bare host', () => {
    expect(tenantUrl({ protocol: 'https:', hostname: 'example.com', port: '' }, 'acme')).toBe(
      'https://acme.example.com/',
    );
  });
  it('uses a configured base domain', () => {
    expect(tenantUrl({ protocol: 'https:', hostname: 'admin.example.com', port: '' }, 'acme', 'example.com')).toBe(
      'https://acme.example.com/',
    );
  });
});
