/**
 * One list call's own cost in this process, without HTTP: `npx tsx bench/api-throughput/in-process-list.ts`
 * calls the procedure of `LIST` (leads by stage) through tRPC's caller as the company's owner
 * `CALLS` (2000) times in a row after a warm-up, on a company of `LEADS` (3,000) leads, and prints
 * the CPU this process spent per call (procedure, services, drizzle, postgres.js). `PROFILE=<file>`
 * writes a CPU profile of the timed calls only, to be read with profile-areas.ts.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

import { CheckedSessions, createCaller, createContext } from '@app/api';

import { benchDeps } from '../lib/deps';
import { benchCompany, SECRET } from './setup';
import { LIST_CALLS } from './statements';

const name = process.env.LIST ?? 'leads by stage';
const list = LIST_CALLS.find((call) => call.name === name);
if (!list) throw new Error(`LIST: no list call named ${name} (${LIST_CALLS.map((call) => call.name).join(', ')})`);
const calls = Number(process.env.CALLS ?? 2000);
const bench = await benchCompany('in-process-list', Number(process.env.LEADS ?? 3000), 30, 10);
try {
  const deps = {
    ...benchDeps(bench.database.db, bench.dataDir, SECRET),
    checkedSessions: new CheckedSessions(3_600_000),
  };
  const request = {
    ip: '127.0.0.1',
    host: `${bench.company.subdomain}.localhost`,
    authorization: `Bearer ${bench.token}`,
  };
  const caller = createCaller(createContext(deps, request)) as unknown as Record<string, unknown>;
  const fn = list.procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  const call = () => (fn as (input: object) => Promise<unknown>)(list.input);
  for (let i = 0; i < 200; i++) await call();
  const profiler = process.env.PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < calls; i++) await call();
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  console.log(
    JSON.stringify({
      list: list.name,
      calls,
      cpuMsPerCall: Math.round(((used.user + used.system) / 1000 / calls) * 1000) / 1000,
      wallMsPerCall: Math.round((wall / calls) * 1000) / 1000,
    }),
  );
} finally {
  await bench.close();
}
