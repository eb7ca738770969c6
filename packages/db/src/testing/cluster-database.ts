/**
 * Test databases on a Citus cluster (DATABASE_URL at a coordinator, as `npm run citus` prints).
 * Citus cannot clone a database from a template, so each test file gets a database made the way
 * `npm run citus` makes the cluster's own: created on every node, with Citus and the product's
 * extensions, the workers added to the coordinator, then migrated.
 */
import postgres from 'postgres';

import { databaseUrlFor } from './database-url';

const quiet = { max: 1, onnotice: () => {} } as const;

/** The cluster's workers as server URLs, or none when `adminUrl` is not a Citus coordinator. */
export async function clusterWorkers(adminUrl: string): Promise<string[]> {
  const admin = postgres(adminUrl, quiet);
  try {
    const [citus] = await admin`select exists (select 1 from pg_extension where extname = 'citus') as present`;
    if (!citus!.present) return [];
    const rows = await admin<{ nodename: string; nodeport: number }[]>`select nodename, nodeport
      from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeid`;
    return rows.map((row) => {
      const url = new URL(adminUrl);
      url.hostname = row.nodename;
      url.port = String(row.nodeport);
      return url.toString();
    });
  } finally {
    await admin.end();
  }
}

async function onServer(serverUrl: string, database: string, statements: string[]): Promise<void> {
  const sql = postgres(databaseUrlFor(serverUrl, database), quiet);
  try {
    for (const statement of statements) await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

/** The extensions of the admin database besides Citus's own, which every node's database gets. */
async function productExtensions(adminUrl: string): Promise<string[]> {
  const admin = postgres(adminUrl, quiet);
  try {
    const rows = await admin<{ extname: string }[]>`select extname from pg_extension
      where extname not in ('plpgsql', 'citus', 'citus_columnar') order by extname`;
    return rows.map((row) => row.extname);
  } finally {
    await admin.end();
  }
}

/** `name` on one node, with Citus and `extensions`. */
async function createNodeDatabase(serverUrl: string, name: string, extensions: string[]): Promise<void> {
  await onServer(serverUrl, 'postgres', [`create database ${name}`]);
  await onServer(serverUrl, name, [
    'create extension citus',
    ...extensions.map((e) => `create extension "${e}" with schema public`),
  ]);
}

const addNode = (worker: string) => {
  const url = new URL(worker);
  return `select citus_add_node('${url.hostname}', ${Number(url.port) || 5432})`;
};

/**
 * Creates `name` on the coordinator and every worker, with the extensions the admin database has,
 * and registers the workers. The caller migrates it.
 */
export async function createClusterDatabase(adminUrl: string, workers: string[], name: string): Promise<void> {
  const extensions = await productExtensions(adminUrl);
  // Workers first: the coordinator checks every extension it knows when it adds a worker.
  for (const server of [...workers, adminUrl]) await createNodeDatabase(server, name, extensions);
  const coordinator = new URL(adminUrl);
  await onServer(adminUrl, name, [
    `select citus_set_coordinator_host('${coordinator.hostname}', ${Number(coordinator.port) || 5432})`,
    ...workers.map(addNode),
  ]);
}

/**
 * Adds a worker to the cluster of database `name` (a Citus cluster's nodes are listed per
 * database), as an operator adds a machine: the database and extensions there, then citus_add_node.
 * It starts empty; rebalancing moves companies to it.
 */
export async function addClusterWorker(adminUrl: string, name: string, worker: string): Promise<void> {
  await createNodeDatabase(worker, name, await productExtensions(adminUrl));
  await onServer(adminUrl, name, [addNode(worker)]);
}

/** Drops `name` from the coordinator, then from every worker. */
export async function dropClusterDatabase(adminUrl: string, workers: string[], name: string): Promise<void> {
  for (const server of [adminUrl, ...workers]) {
    await onServer(server, 'postgres', [`drop database if exists ${name} with (force)`]);
  }
}
