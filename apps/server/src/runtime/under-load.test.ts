/**
 * A real server on its embedded PostgreSQL under a steady load of 20 clients on /api/auth/me.
 * Losing the database: the postmaster is killed; the server must stay up, answer only 200 or 503
 * DATABASE_UNAVAILABLE (never a 500, never a hang), report not-ready meanwhile, restart the
 * database itself and serve again within 5 seconds of it being back. Stopping: SIGTERM lets the
 * requests in flight finish; no 5xx.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  freePort,
  holdPort,
  hostHeaders,
  isAlive,
  postmasterPid,
  postmasterPort,
  runLoad,
  signInOverHttp,
  startServerProcess,
  waitFor,
  type Answer,
  type ServerProcess,
} from '../testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-db-loss-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HOST = 'admin.platform.test';
const EMAIL = 'owner@platform.test';

let server: ServerProcess;
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServerProcess(dataDir, {
    PORT: String(port),
    BASE_DOMAIN: 'platform.test',
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    SUPER_ADMIN_EMAIL: EMAIL,
    NODE_ENV: 'production',
  });
  await waitFor(() => server.output().includes('Company platform is running'), 'the server');
  const token = await signInOverHttp(server, base, HOST, EMAIL);
  headers = { ...hostHeaders(HOST), authorization: `Bearer ${token}` };
}, 90_000);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
});

const HANG_MS = 10_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('under load', () => {
  it('answers 503 while the database is lost, restarts it and recovers without a restart of the server', async () => {
    // A hang is any request without an answer in 10 s: the test files beside this one can hold
    // the cores for seconds, and an answer that waited for them is not a hang.
    const load = runLoad(`${base}/api/auth/me`, headers, 20, HANG_MS);
    const ready = runLoad(`${base}/api/ready`, hostHeaders(HOST), 1, HANG_MS);

    await pause(1500);
    const pgPort = postmasterPort(dataDir);
    const killedAt = Date.now();
    process.kill(postmasterPid(dataDir)!, 'SIGKILL');
    // Keep the database away for 3 s (its port taken, so restarts fail and back off), then let it back.
    const held = await holdPort(pgPort);
    await pause(3000);
    await held.release();
    await waitFor(() => server.output().includes('embedded PostgreSQL restarted'), 'the restart', 30_000);
    const backAt = Date.now();
    await pause(5500);
    const answers = await load.stop();
    const readiness = await ready.stop();

    const unexpected = (list: Answer[]) =>
      list.filter((a) => !(a.status === 200 || (a.status === 503 && a.code === 'DATABASE_UNAVAILABLE')));
    expect(isAlive(server.child.pid!)).toBe(true);
    expect(server.output()).not.toContain('TypeError');
    expect(unexpected(answers)).toEqual([]);
    expect(unexpected(readiness)).toEqual([]);
    expect(answers.filter((a) => a.at > killedAt && a.status === 503).length).toBeGreaterThan(0);
    expect(readiness.filter((a) => a.at > killedAt && a.status === 503).length).toBeGreaterThan(0);
    expect(server.output()).toContain('embedded PostgreSQL stopped unexpectedly');
    expect(server.output()).toContain('embedded PostgreSQL did not start (attempt 1)');
    // Within 5 s of the database being back (its restart logged), every request is served again.
    const late = answers.filter((a) => a.at > backAt + 5000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((a) => a.status === 200)).toBe(true);
    expect(readiness.filter((a) => a.at > backAt + 5000).every((a) => a.status === 200)).toBe(true);
  }, 60_000);

  it('finishes the requests in flight on SIGTERM: no 5xx, then exits cleanly', async () => {
    const load = runLoad(`${base}/api/auth/me`, headers);
    await pause(1000);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const answers = await load.stop();
    const before = answers.filter((a) => a.at < stoppedAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((a) => a.status === 200)).toBe(true);
    // Requests sent after the signal are answered 200 or refused (the port is closed); never a 5xx.
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(postmasterPid(dataDir)).toBeUndefined();
  }, 30_000);
});
