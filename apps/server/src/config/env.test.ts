import { describe, expect, it } from 'vitest';

import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      BASE_DOMAIN: 'localhost',
      STORAGE_DRIVER: 'local',
      SEED_DEMO: true,
      SEARCH_MEMORY_MB: 256,
      DATABASE_POOL_SIZE: 10,
    });
    expect(loadEnv({ DATABASE_POOL_SIZE: '24' }).DATABASE_POOL_SIZE).toBe(24);
    expect(loadEnv({ SEARCH_MEMORY_MB: '0' }).SEARCH_MEMORY_MB).toBe(0);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('leaves two-factor sign-in to each super admin unless required', () => {
    expect(loadEnv({}).SUPER_ADMIN_TWO_FACTOR).toBe('optional');
    expect(loadEnv({ SUPER_ADMIN_TWO_FACTOR: 'required' }).SUPER_ADMIN_TWO_FACTOR).toBe('required');
  });

  it('keeps security events 365 days unless told otherwise', () => {
    expect(loadEnv({}).SECURITY_LOG_RETENTION_DAYS).toBe(365);
    expect(loadEnv({ SECURITY_LOG_RETENTION_DAYS: '' }).SECURITY_LOG_RETENTION_DAYS).toBe(365);
    expect(loadEnv({ SECURITY_LOG_RETENTION_DAYS: ' 90 ' }).SECURITY_LOG_RETENTION_DAYS).toBe(90);
    expect(loadEnv({ SECURITY_LOG_RETENTION_DAYS: '3650' }).SECURITY_LOG_RETENTION_DAYS).toBe(3650);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SUPER_ADMIN_EMAIL: 'nope' }, 'SUPER_ADMIN_EMAIL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_ENDPOINT'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '501' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ SEARCH_MEMORY_MB: '-1' }, 'SEARCH_MEMORY_MB'],
    [{ SEARCH_MEMORY_MB: 'lots' }, 'SEARCH_MEMORY_MB'],
    [{ SECURITY_LOG_RETENTION_DAYS: '0' }, 'SECURITY_LOG_RETENTION_DAYS'],
    [{ SECURITY_LOG_RETENTION_DAYS: '-5' }, 'SECURITY_LOG_RETENTION_DAYS'],
    [{ SECURITY_LOG_RETENTION_DAYS: '1.5' }, 'SECURITY_LOG_RETENTION_DAYS'],
    [{ SECURITY_LOG_RETENTION_DAYS: 'a year' }, 'SECURITY_LOG_RETENTION_DAYS'],
    [{ SECURITY_LOG_RETENTION_DAYS: '3651' }, 'SECURITY_LOG_RETENTION_DAYS'],
    [{ SUPER_ADMIN_TWO_FACTOR: 'yes' }, 'SUPER_ADMIN_TWO_FACTOR'],
  ])('names the bad variable in %j', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
