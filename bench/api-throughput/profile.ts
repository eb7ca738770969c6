/**
 * A CPU profile of the server process while autocannon hits one path that needs no database (the
 * bare route, /trpc/system.health, /api/health): `npx tsx bench/api-throughput/profile.ts <path> [seconds]`.
 * The .cpuprofile lands in PROFILE_DIR (/tmp/api-profile); PROFILE=0 only measures.
 */
import { load } from '../lib/load';
import { startServerProcess } from '../tenant-scale/server-process';

const path = process.argv[2] ?? '/trpc/system.health';
const seconds = Number(process.argv[3] ?? 10);
const dir = process.env.PROFILE_DIR ?? '/tmp/api-profile';
const profile = process.env.PROFILE !== '0';

const server = await startServerProcess({
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://bench@127.0.0.1:1/none',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
  NODE_OPTIONS: profile ? '--import ./bench/api-throughput/profiler.mjs' : '',
  PROFILE_DIR: dir,
});
const url = `http://127.0.0.1:${server.port}${path}`;
try {
  await load('warm-up', { url, connections: 50, duration: 2 });
  console.log(await load(path, { url, connections: 50, duration: seconds }));
} finally {
  await server.stop();
}
