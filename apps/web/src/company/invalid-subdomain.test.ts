import { describe, expect, it } from 'vitest';

import { companyAddress } from './InvalidSubdomainPage';

describe('companyAddress', () => {
  it('is the same address with the company typed as its first label, port kept', () => {
    expect(companyAddress('acme', { protocol: 'https:', host: 'acmee.example.com' })).toBe('https://acme.example.com/');
    expect(companyAddress('globex', { protocol: 'http:', host: 'nope.localhost:5173' })).toBe(
      'http://globex.localhost:5173/',
    );
  });
});
