/**
 * bench/web: from the production build, the gzip size of the JS a browser loads for the login route
 * and for the dashboard route, and the time until the first page of a 1,000-company list is
 * visible; in the company portal (demo company), the JS of the dashboard and of the leads page, and
 * the time until the first row of a LEADS (100,000) lead list is visible (the leads inserted straight
 * into the server's database). Real server, real Chromium.
 *
 *   npm run bench:web        (COMPANIES=1000 LEADS=100000 RUNS=5 by default)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

import { chromium } from '@playwright/test';

import { startEmbeddedPostgres } from '@app/db';

import globalSetup from '../../e2e/support/global-setup';
import { E2E_PORT, hostUrl } from '../../e2e/support/env';
import playwrightConfig from '../../e2e/playwright.config';
import { signInAsSuperAdmin } from '../../e2e/support/auth';
import { percentile } from '../lib/stats';
import { superAdminApi } from './admin-api';
import { measureCompanyPortal } from './company';
import { recordScripts } from './script-sizes';

const COMPANIES = Number(process.env.COMPANIES ?? 1000);
const RUNS = Number(process.env.RUNS ?? 5);
const LEADS = Number(process.env.LEADS ?? 100_000);
const log = (m: string) => console.log(`[bench:web] ${m}`);

const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

// The server runs on a database of ours, so the 100,000 leads can be inserted set-based.
const dataDir = new URL(`../.data/web-${Date.now()}`, import.meta.url).pathname;
const embedded = await startEmbeddedPostgres({ dataDir });
process.env.DATABASE_URL = embedded.url;
const teardown = await globalSetup();
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
try {
  // JS for the login route, then for the dashboard route after signing in.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const loginScripts = recordScripts(page);
  await page.goto(hostUrl('admin'));
  await page.waitForLoadState('networkidle');
  const loginKb = loginScripts.gzipKb();
  // Taken now: the same page goes on loading the signed-in app afterwards.
  const loginNames = [...loginScripts.names];
  await signInAsSuperAdmin(page);
  await page.waitForLoadState('networkidle');
  const fresh = await context.newPage();
  const dashboardScripts = recordScripts(fresh);
  await fresh.goto(hostUrl('admin'));
  await fresh.getByRole('heading', { level: 1 }).first().waitFor();
  await fresh.waitForLoadState('networkidle');
  const dashboardKb = dashboardScripts.gzipKb();
  const dashboardNames = [...dashboardScripts.names];
  log(`login route JS ${loginKb} KB gzip; dashboard route JS ${dashboardKb} KB gzip`);

  // 1,000 companies, then the time until the first page of the list is visible.
  const api = await superAdminApi(`http://127.0.0.1:${E2E_PORT}`);
  const queue = Array.from({ length: COMPANIES }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await api.createCompany(i);
    }),
  );
  log(`created ${COMPANIES} companies`);
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const listPage = await context.newPage();
    await listPage.goto(hostUrl('admin', '/companies'));
    await listPage.getByText('Load Company', { exact: false }).first().waitFor();
    timings.push(await listPage.evaluate(() => Math.round(performance.now())));
    await listPage.close();
  }
  // The company portal: its dashboard and leads page, and a 100,000-lead list.
  const company = await measureCompanyPortal(context, embedded.url, LEADS, RUNS, log);
  const results = {
    date: new Date().toISOString(),
    loginRouteJsGzipKb: loginKb,
    dashboardRouteJsGzipKb: dashboardKb,
    loginScripts: loginNames,
    dashboardScripts: dashboardNames,
    companies: COMPANIES,
    companiesFirstPageVisibleMs: { median: percentile(timings, 50), max: Math.max(...timings), runs: timings },
    ...company,
    budgets: {
      loginKb: 170,
      dashboardKb: 250,
      companiesFirstPageMs: 1000,
      companyDashboardKb: 250,
      leadsPageKb: 250,
      leadsFirstPageMs: 1000,
    },
  };
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`../results/web-${results.date.slice(0, 10)}.json`, import.meta.url),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
  await teardown();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
