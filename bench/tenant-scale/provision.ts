import { performance } from 'node:perf_hooks';

import { createCaller, createContext, type AppDeps } from '@app/api';

/** Companies created with one Authorization header when given a way to sign fresh ones (tokens expire). */
const PER_TOKEN = 100;

/**
 * Provisions companies one after another through the real create procedure (company row, schema,
 * tenant migrations, owner, defaults, timeline: one transaction each) and times every call.
 */
export async function provisionCompanies(
  deps: AppDeps,
  /** `Bearer <token>` of a super admin, or a function giving a fresh one, for runs longer than a token lives. */
  authorization: string | (() => Promise<string>),
  from: number,
  to: number,
  onProgress: (done: number) => void,
): Promise<{ durationsMs: number[]; companies: { id: number; subdomain: string }[] }> {
  let caller: ReturnType<typeof createCaller> | undefined;
  const durationsMs: number[] = [];
  const companies: { id: number; subdomain: string }[] = [];
  for (let i = from; i < to; i++) {
    const subdomain = `t${String(i).padStart(4, '0')}`;
    if (!caller || (i - from) % PER_TOKEN === 0) {
      const header = typeof authorization === 'string' ? authorization : await authorization();
      caller = createCaller(createContext(deps, { ip: '127.0.0.1', host: 'admin.localhost', authorization: header }));
    }
    const started = performance.now();
    const { company } = await caller.platform.companies.create({
      companyName: `Tenant ${i}`,
      subdomain,
      owner: { fullName: `Owner ${i}`, email: `owner@${subdomain}.test` },
    });
    durationsMs.push(performance.now() - started);
    companies.push({ id: Number(company.id), subdomain });
    if ((i + 1) % 100 === 0) onProgress(i + 1);
  }
  return { durationsMs, companies };
}
