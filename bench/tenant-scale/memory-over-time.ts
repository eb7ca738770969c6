import type { Database } from '@app/db';

import { load, type LoadResult } from '../lib/load';
import { backendMemory, type BackendMemory } from './backend-memory';
import { companyRequest, LEADS_PAGE, type Company } from './reads';
import { startServerProcess } from './server-process';

export interface MemoryOverTime {
  /** The pool's connection lifetime: the product's default, or `never` (0). */
  lifetime: 'default' | 'never';
  leads: LoadResult;
  /** The server's PostgreSQL connections, every 10 s of the run. */
  samples: (BackendMemory & { second: number })[];
}

const SAMPLE_EVERY_MS = 10_000;

/**
 * Round-robin leads pages across every company for `seconds` on a fresh server, sampling the memory
 * of its PostgreSQL connections: with the product's connection lifetime it levels off, with
 * connections that are never replaced it grows with the companies each has served.
 */
export async function memoryOverTime(
  db: Database,
  serverEnv: Record<string, string>,
  companies: Company[],
  seconds: number,
  lifetime: MemoryOverTime['lifetime'],
): Promise<MemoryOverTime> {
  const server = await startServerProcess({ ...serverEnv, ...(lifetime === 'never' ? { POOL_LIFETIME: '0' } : {}) });
  try {
    const requests = companies.map((company) => companyRequest(server.port, company, LEADS_PAGE));
    const started = Date.now();
    const samples: MemoryOverTime['samples'] = [];
    const sampler = setInterval(() => {
      void backendMemory(db).then((memory) =>
        samples.push({ second: Math.round((Date.now() - started) / 1000), ...memory }),
      );
    }, SAMPLE_EVERY_MS);
    try {
      const leads = await load(`${companies.length} companies round-robin, ${seconds} s, lifetime ${lifetime}`, {
        url: `http://127.0.0.1:${server.port}`,
        duration: seconds,
        requests,
      });
      return { lifetime, leads, samples: [...samples, { second: seconds, ...(await backendMemory(db)) }] };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await server.stop();
  }
}
