import { describe, expect, it } from 'vitest';

import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, BASE_DOMAIN: 'localhost', STORAGE_DRIVER: 'local', SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SUPER_ADMIN_EMAIL: 'nope' }, 'SUPER_ADMIN_EMAIL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_ENDPOINT'],
  ])('names the bad variable in %j', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
