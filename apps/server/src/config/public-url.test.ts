import { describe, expect, it } from 'vitest';

import { loadEnv, publicUrl } from './env';

describe('PUBLIC_URL', () => {
  it('defaults to BASE_DOMAIN and PORT, leaving out port 80', () => {
    expect(publicUrl(loadEnv({}))).toBe('http://localhost:3000');
    expect(publicUrl(loadEnv({ BASE_DOMAIN: 'example.com', PORT: '80' }))).toBe('http://example.com');
  });

  it('takes a proxy address on BASE_DOMAIN', () => {
    expect(publicUrl(loadEnv({ BASE_DOMAIN: 'example.com', PUBLIC_URL: 'https://example.com/' }))).toBe(
      'https://example.com',
    );
    expect(publicUrl(loadEnv({ BASE_DOMAIN: 'example.com', PUBLIC_URL: 'https://example.com:8443' }))).toBe(
      'https://example.com:8443',
    );
  });

  it.each(['ftp://localhost', 'not a url', 'http://localhost:3000/app', 'https://elsewhere.test'])(
    'names the variable for %s',
    (value) => {
      expect(() => loadEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL:/);
    },
  );
});
