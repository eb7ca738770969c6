/**
 * Where a fresh load of the CRM leads page spends its time until the first row is visible: when each
 * API call leaves and answers and the screen's chunks arrive (ms since navigation start), the page's
 * JS (gzip), and for the last run a trace (main-thread time by event) and a CPU profile (self time by
 * function). Against the current apps/web/dist (build it first), LEADS leads in the demo company.
 *
 *   npx tsx bench/web/profile-leads.ts   (E2E_PORT / E2E_MAIL_DIR to move it; LEADS=2000, RUNS=3;
 *                                         SCRIPTS=file writes the loaded scripts' names there)
 */
import { rmSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { connectDatabase, startEmbeddedPostgres } from '@app/db';

import globalSetup from '../../e2e/support/global-setup';
import { hostUrl } from '../../e2e/support/env';
import playwrightConfig from '../../e2e/playwright.config';
import { signIn } from '../../e2e/support/auth';
import { insertLeads } from '../api-throughput/leads-data';
import { functionKey, selfTimeBy, type CpuProfile } from './cpu-profile';
import { recordScripts } from './script-sizes';

const LEADS = Number(process.env.LEADS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 3);

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  ts: number;
  args?: { name?: string };
}

/** Top-level main-thread time by event name (layout, style, script, paint...) in a Chromium trace. */
function summariseTrace(buffer: Buffer): string {
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const main = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid),
  );
  const byName = new Map<string, number>();
  for (const e of traceEvents)
    if (main.has(e.tid) && e.ph === 'X' && e.dur && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `  ${Math.round(v / 1000)}ms ${k}`)
    .join('\n');
}

const dataDir = new URL(`../.data/web-profile-${Date.now()}`, import.meta.url).pathname;
const embedded = await startEmbeddedPostgres({ dataDir });
process.env.DATABASE_URL = embedded.url;
const teardown = await globalSetup();
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
try {
  const database = connectDatabase(embedded.url, { max: 1 });
  const [company] = await database.sql<{ id: number }[]>`select id from companies where subdomain = 'acme'`;
  await insertLeads(database.sql, company!.id, LEADS, 50);
  await database.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signIn(await context.newPage(), 'acme', 'owner@acme.test');
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    // Each API call's leaving and answer, in ms since navigation start (the page's own clock).
    const marks: string[] = [];
    const stamp = async (label: string) =>
      `${label} ${await page.evaluate(() => Math.round(performance.now())).catch(() => -1)}`;
    const callName = (url: string) => url.split('/trpc/')[1]?.split('?')[0] ?? url;
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) void stamp(`${callName(r.url())} sent`).then((m) => marks.push(m));
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/trpc/')) void stamp(`${callName(r.url())} answered`).then((m) => marks.push(m));
    });
    // The screen's own chunks, and the last script to arrive.
    let scripts = 0;
    page.on('requestfinished', (r) => {
      if (!r.url().endsWith('.js')) return;
      scripts++;
      const name = /\/(CompanyPortal|LeadsScreen|PortalShell)-/.exec(r.url())?.[1];
      void stamp(name ? `${name} loaded` : `script ${scripts} loaded`).then((m) => {
        if (name) marks.push(m);
        else last = m;
      });
    });
    let last = '';
    const loaded = recordScripts(page);
    const tracing = run === RUNS - 1;
    if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute'] });
    await page.goto(hostUrl('acme', '/crm/leads'));
    await page
      .locator('tbody tr')
      .filter({ has: page.locator('a[href^="/crm/leads/"]') })
      .first()
      .waitFor();
    marks.push(await stamp('first row'), last);
    await page.waitForLoadState('networkidle');
    marks.push(`JS ${loaded.gzipKb()} KB gzip`);
    if (process.env.SCRIPTS) writeFileSync(process.env.SCRIPTS, [...loaded.names].join('\n'));
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    if (tracing) console.log(`main thread by event:\n${summariseTrace(await browser.stopTracing())}`);
    console.log(`run ${run}:\n  ${marks.join('\n  ')}`);
    if (run === RUNS - 1) console.log(selfTimeBy(profile, functionKey, 30));
    await page.close();
  }
} finally {
  await browser.close();
  await teardown();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
