/**
 * Vitest global set-up: one real PostgreSQL for the whole run (embedded unless DATABASE_URL is set)
 * and a template database with the platform migrations applied. Each test file clones the template
 * into a database of its own, so files run in parallel without sharing rows.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

import { connectDatabase } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { migrateAll } from '../migrator/migrate';
import { clusterWorkers } from './cluster-database';
import { databaseUrlFor } from './database-url';
import './provided';

export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'platform-test-pg-'));
    // The cluster runs as the postgres user, which must be able to enter this folder.
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const workers = await clusterWorkers(adminUrl);
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('databaseWorkers', workers);
  if (workers.length > 0) {
    project.provide('templateDatabase', '');
    return async () => {};
  }

  const templateDatabase = `platform_template_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${templateDatabase}`);
  await admin.unsafe(`create database ${templateDatabase}`);
  const template = connectDatabase(databaseUrlFor(adminUrl, templateDatabase), { max: 2 });
  await migrateAll(template);
  await template.close();

  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.unsafe(`drop database if exists ${templateDatabase} with (force)`).catch(() => {});
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
