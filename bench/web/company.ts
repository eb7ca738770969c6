import type { BrowserContext, Page } from '@playwright/test';

import { signIn } from '../../e2e/support/auth';
import { E2E_PORT, hostUrl } from '../../e2e/support/env';
import { percentile } from '../lib/stats';
import { recordScripts } from './script-sizes';

/** The demo company `npm start` seeds, and its owner. */
const COMPANY = 'acme';
const OWNER = 'owner@acme.test';
const OWNER_NAME = 'Asha Kapoor';
const CLIENT = 'Bench Client';

/** The JS a fresh page loads for one company route, gzip KB, once its heading is up. */
async function routeScripts(context: BrowserContext, path: string): Promise<{ kb: number; names: string[] }> {
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(hostUrl(COMPANY, path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const result = { kb: scripts.gzipKb(), names: [...scripts.names] };
  await page.close();
  return result;
}

/**
 * `count` leads through the REST API as the owner (16 at a time). Node does not resolve
 * *.localhost, so the calls go to 127.0.0.1 and name the company in X-Subdomain.
 */
async function addLeads(page: Page, count: number, log: (m: string) => void) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken') ?? '');
  const headers = { authorization: `Bearer ${token}`, 'x-subdomain': COMPANY, 'content-type': 'application/json' };
  const base = `http://127.0.0.1:${E2E_PORT}/api/crm`;
  const brands = (await (await fetch(`${base}/brands?limit=20`, { headers })).json()) as {
    data: { brands: { id: string }[] };
  };
  const brandIds = brands.data.brands.map((b) => b.id);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < count; i = next++) {
        const body = { clientName: `${CLIENT} ${i}`, brandId: brandIds[i % brandIds.length], csPerson: OWNER_NAME };
        const res = await fetch(`${base}/leads`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (res.status !== 201) throw new Error(`lead ${i}: ${res.status} ${await res.text()}`);
        if ((i + 1) % 10_000 === 0) log(`added ${i + 1} leads`);
      }
    }),
  );
}

/**
 * The company portal: gzip JS of the dashboard and of the leads page, then, with `leads` more
 * leads in the company, the time until the leads list's first page is visible on a fresh load
 * (`runs` times).
 */
export async function measureCompanyPortal(
  context: BrowserContext,
  leads: number,
  runs: number,
  log: (m: string) => void,
) {
  const page = await context.newPage();
  await signIn(page, COMPANY, OWNER);
  await page.waitForLoadState('networkidle');
  const dashboard = await routeScripts(context, '/');
  const leadsPage = await routeScripts(context, '/crm/leads');
  log(`company dashboard JS ${dashboard.kb} KB gzip; leads page JS ${leadsPage.kb} KB gzip`);

  await addLeads(page, leads, log);
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const listPage = await context.newPage();
    await listPage.goto(hostUrl(COMPANY, '/crm/leads'));
    await listPage.getByText(CLIENT, { exact: false }).first().waitFor();
    timings.push(await listPage.evaluate(() => Math.round(performance.now())));
    await listPage.close();
  }
  await page.close();
  return {
    companyDashboardJsGzipKb: dashboard.kb,
    leadsPageJsGzipKb: leadsPage.kb,
    companyDashboardScripts: dashboard.names,
    leadsPageScripts: leadsPage.names,
    leads,
    leadsFirstPageVisibleMs: { median: percentile(timings, 50), max: Math.max(...timings), runs: timings },
  };
}
