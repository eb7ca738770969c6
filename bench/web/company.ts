import type { BrowserContext } from '@playwright/test';

import { connectDatabase } from '@app/db';

import { signIn } from '../../e2e/support/auth';
import { hostUrl } from '../../e2e/support/env';
import { insertLeads } from '../api-throughput/leads-data';
import { percentile } from '../lib/stats';
import { recordScripts } from './script-sizes';

/** The demo company `npm start` seeds, and its owner. */
const COMPANY = 'acme';
const OWNER = 'owner@acme.test';
const BRANDS = 50;

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
 * `count` leads (and BRANDS brands) into the demo company straight through the database the server
 * runs on, set-based like bench/api-throughput (not timed).
 */
async function addLeads(databaseUrl: string, count: number) {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const [company] = await database.sql<{ id: number }[]>`select id from companies where subdomain = ${COMPANY}`;
    if (!company) throw new Error(`no company ${COMPANY}`);
    await insertLeads(database.sql, company.id, count, BRANDS);
  } finally {
    await database.close();
  }
}

/**
 * The company portal: gzip JS of the dashboard and of the leads page, then, with `leads` more
 * leads in the company, the time from navigation start until the first row of the leads table is
 * visible on a fresh load (`runs` times).
 */
export async function measureCompanyPortal(
  context: BrowserContext,
  databaseUrl: string,
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

  await addLeads(databaseUrl, leads);
  log(`added ${leads} leads`);
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const listPage = await context.newPage();
    await listPage.goto(hostUrl(COMPANY, '/crm/leads'));
    // A lead's row (it links to the lead's page), not the table's loading row.
    await listPage
      .locator('tbody tr')
      .filter({ has: listPage.locator('a[href^="/crm/leads/"]') })
      .first()
      .waitFor();
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
