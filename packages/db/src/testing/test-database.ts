import { randomBytes } from 'node:crypto';

import postgres from 'postgres';
import { inject } from 'vitest';

import { connectDatabase, type DatabaseHandle } from '../client';
import { migrateAll } from '../migrator/migrate';
import { createClusterDatabase, dropClusterDatabase } from './cluster-database';
import { databaseUrlFor } from './database-url';
import './provided';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  destroy: () => Promise<void>;
}

/** A fresh database cloned from the migrated template: real PostgreSQL, private to the caller. */
export async function createTestDatabase(options: { max?: number } = {}): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const workers = inject('databaseWorkers');
  if (workers.length > 0) return createOnCluster(adminUrl, workers, name, options);
  const template = inject('templateDatabase');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.unsafe(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        // Two clones of one template at the same instant can collide; a retry succeeds.
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(adminUrl, name);
  const handle = connectDatabase(url, { max: options.max ?? 5 });
  return {
    ...handle,
    url,
    name,
    destroy: async () => {
      await handle.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function createOnCluster(
  adminUrl: string,
  workers: string[],
  name: string,
  options: { max?: number },
): Promise<TestDatabase> {
  await createClusterDatabase(adminUrl, workers, name);
  const url = databaseUrlFor(adminUrl, name);
  const handle = connectDatabase(url, { max: options.max ?? 5 });
  const destroy = async () => {
    await handle.close();
    await dropClusterDatabase(adminUrl, workers, name);
  };
  try {
    await migrateAll(handle);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { ...handle, url, name, destroy };
}
