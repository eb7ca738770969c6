/**
 * One navigation as a person makes it: a fresh context (empty cache), signed in, the URL opened, and
 * the time from navigation start until the screen's first data is visible (performance.now() in
 * the page, targets.ts), with what went over the wire until then and until the network
 * was idle.
 */
import type { Browser, Page } from '@playwright/test';

import { onTheWire, recordNetwork, type Fetch } from './network';
import { keepTokens, signedInContext, type Session } from './session';
import { firstData, visibleAt, watchFor, type Target } from './targets';

export interface Visit {
  ms: number;
  kb: number;
  requests: number;
  /** Everything until the network was idle (500 ms without a request), for what follows the screen. */
  idleKb: number;
  idleRequests: number;
  /** Main-thread tasks over 50 ms (long tasks) between the start and the data visible, summed. */
  longTaskMs: number;
  /** The page's own moments (navigation timing, long tasks, the data visible), ms on its clock. */
  marks: [string, number][];
  fetches: Fetch[];
}

/** Long tasks as the page sees them, from before its first script. */
export const WATCH_LONG_TASKS = `window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask' });
} catch {}`;

/** The page's navigation timing and its long tasks from `from` until `visibleAt`. */
export async function pageMarks(page: Page, from: number, visibleAt: number, visibleName: string) {
  const [nav, tasks] = (await page.evaluate(`[
    (({ responseEnd, domInteractive, domContentLoadedEventEnd, loadEventEnd }) =>
      ({ responseEnd, domInteractive, domContentLoadedEventEnd, loadEventEnd }))(performance.getEntriesByType('navigation')[0]),
    window.__longTasks,
  ]`)) as [Record<string, number>, [number, number][]];
  const within = tasks.filter(([at]) => at >= from && at < visibleAt);
  const marks: [string, number][] = [
    ['document in', nav.responseEnd!],
    ['DOM interactive', nav.domInteractive!],
    ['DOMContentLoaded done', nav.domContentLoadedEventEnd!],
    ['load done', nav.loadEventEnd!],
    ...within.map(([at, ms]): [string, number] => [`long task ${Math.round(ms)} ms`, at]),
    [visibleName, visibleAt],
  ];
  const longTaskMs = Math.round(within.reduce((sum, [, ms]) => sum + ms, 0));
  return { marks: marks.filter(([, at]) => at > 0 && at >= from), longTaskMs };
}

/** What Chromium's performance panel records, with the JS sampling profiler (trace-summary.ts reads it). */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** One navigation; with `tracePath`, Chromium's performance trace of it until the data was visible. */
export async function visit(
  browser: Browser,
  session: Session,
  url: string,
  target: Target,
  tracePath?: string,
): Promise<Visit> {
  const context = await signedInContext(browser, session);
  try {
    await context.addInitScript(WATCH_LONG_TASKS);
    await context.addInitScript(watchFor(target));
    const page = await context.newPage();
    const network = await recordNetwork(context, page);
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await visibleAt(page, target);
    if (tracePath) await browser.stopTracing();
    const atVisible = onTheWire(await network.fetches(), 0, ms);
    const { marks, longTaskMs } = await pageMarks(page, 0, ms, 'first data visible');
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const fetches = await network.fetches();
    const idle = onTheWire(fetches, 0, Number.POSITIVE_INFINITY);
    await keepTokens(page, session);
    await network.detach();
    return { ms, ...atVisible, idleKb: idle.kb, idleRequests: idle.requests, longTaskMs, marks, fetches };
  } finally {
    await context.close();
  }
}

/** The first lead row's link and client name (from a Leads page already showing its rows). */
export async function firstLead(browser: Browser, session: Session, leadsUrl: string) {
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    await page.goto(leadsUrl);
    const link = firstData.leads.locator(page).locator('a[href^="/crm/leads/"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const clientName = (await link.textContent())!.trim();
    await keepTokens(page, session);
    return { path: href.split('?')[0]!, clientName };
  } finally {
    await context.close();
  }
}
