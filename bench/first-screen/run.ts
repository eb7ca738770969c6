/**
 * bench/first-screen: how long until a person sees the first data of each main screen. From the
 * production build against the real server (scripts/start.mjs, as `npm start`, on an embedded
 * PostgreSQL of its own in bench/.data, with the demo company `acme` it seeds), in Debian's
 * Chromium, each navigation in a fresh context (empty cache) already signed in: Leads, Brands, the
 * company dashboard's Total Leads, a demo lead's page, the admin Companies list, and sign-in from
 * the code typed to the owner's and the super admin's dashboard. RUNS times each after one
 * unmeasured visit; median, min, max, KB on the wire and requests until the data was visible.
 *
 *   npm run bench:first-screen      (RUNS=5; LABEL=before names the result files;
 *                                    E2E_PORT / E2E_MAIL_DIR to move the server and its mail;
 *                                    TRACE=Leads also keeps a Chromium performance trace of one
 *                                    more visit to each screen whose name contains it, in
 *                                    bench/.data/traces/, and prints where its main thread went)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

import { chromium, type Browser } from '@playwright/test';

import { MESSAGES } from '@app/contracts';
import { startEmbeddedPostgres } from '@app/db';

import { E2E_PORT, SUPER_ADMIN_EMAIL, hostUrl } from '../../e2e/support/env';
import globalSetup from '../../e2e/support/global-setup';
import playwrightConfig from '../../e2e/playwright.config';
import { cleanUpOnExit, cleanup, onCleanup } from './cleanup';
import { timeline } from './network';
import { TARGETS, gitState, markdown, row, writeResults, type Row } from './report';
import { forgetCodeRequests, timeSignIn } from './sign-in';
import { startSession, type Session } from './session';
import { firstData, type Target } from './targets';
import { mainThread } from './trace-summary';
import { firstLead, visit, type Visit } from './visit';

const RUNS = Number(process.env.RUNS ?? 5);
const LABEL = process.env.LABEL || undefined;
const TRACE = process.env.TRACE || undefined;
const traceDir = new URL('../.data/traces/', import.meta.url).pathname;
/** The demo company `npm start` seeds (apps/server/src/runtime/seed-demo.ts), and its owner. */
const COMPANY = 'acme';
const OWNER = 'owner@acme.test';
const log = (m: string) => console.log(`[bench:first-screen] ${m}`);

const answers = await fetch(`http://127.0.0.1:${E2E_PORT}/api/ready`).then(Boolean, () => false);
if (answers) throw new Error(`something already answers on port ${E2E_PORT}: stop it or set E2E_PORT`);
const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

async function measure(browser: Browser, session: Session, path: string, target: Target) {
  const url = hostUrl(session.subdomain, path);
  await visit(browser, session, url, target);
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, session, url, target));
  return visits;
}

async function trace(browser: Browser, session: Session, screen: string, path: string, target: Target) {
  mkdirSync(traceDir, { recursive: true });
  const file = `${traceDir}${screen.split(' ')[0]!.toLowerCase()}-${Date.now()}.json`;
  const traced = await visit(browser, session, hostUrl(session.subdomain, path), target, file);
  log(`trace of ${screen} (${traced.ms} ms): ${file}`);
  console.log(mainThread(readFileSync(file, 'utf8'), traced.ms).join('\n'));
}

const dataDir = new URL(`../.data/first-screen-${Date.now()}`, import.meta.url).pathname;
onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
cleanUpOnExit(dataDir);
try {
  const embedded = await startEmbeddedPostgres({ dataDir });
  onCleanup(() => embedded.stop());
  process.env.DATABASE_URL = embedded.url;
  onCleanup(await globalSetup());
  // Our own cleanup closes it on a signal (cleanup.ts), not Playwright's, which exits at once.
  const launch = { ...playwrightConfig.use?.launchOptions, handleSIGINT: false, handleSIGTERM: false };
  const browser = await chromium.launch(launch);
  onCleanup(() => browser.close());
  const forget = () => forgetCodeRequests(embedded.url);

  await forget();
  const owner = await startSession(browser, COMPANY, OWNER);
  const admin = await startSession(browser, 'admin', SUPER_ADMIN_EMAIL);
  const rows: Row[] = [];
  // Per screen, its median run request by request (ms on the page's clock).
  const timelines: Record<string, string[]> = {};
  const add = (screen: string, visits: Visit[], targetMs: number, targetKb?: number) => {
    rows.push(row(screen, visits, targetMs, targetKb));
    const median = visits.find((v) => v.ms === rows.at(-1)!.medianMs)!;
    timelines[screen] = timeline(median.fetches, median.marks);
    log(`${screen}: ${visits.map((v) => `${v.ms} ms`).join(', ')}`);
  };
  const { screenMs, signInMs, companyPortalKb } = TARGETS;

  const lead = await firstLead(browser, owner, hostUrl(COMPANY, '/crm/leads'));
  const screens: [string, Session, string, Target, number?][] = [
    ['Leads (/crm/leads): first row', owner, '/crm/leads', firstData.leads, companyPortalKb],
    ['Brands (/crm/brands): first row', owner, '/crm/brands', firstData.brands, companyPortalKb],
    ['Dashboard (/): Total Leads', owner, '/', firstData.dashboard, companyPortalKb],
    ['Lead page (/crm/leads/<id>): client name', owner, lead.path, firstData.lead(lead.clientName), companyPortalKb],
    ['Admin Companies (/companies): first row', admin, '/companies', firstData.companies],
  ];
  for (const [screen, session, path, target, targetKb] of screens) {
    add(screen, await measure(browser, session, path, target), screenMs, targetKb);
    if (TRACE && screen.includes(TRACE)) await trace(browser, session, screen, path, target);
  }
  const signIns = async (subdomain: string, email: string, figureLabel: string) => {
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run++) visits.push(await timeSignIn(browser, subdomain, email, figureLabel, forget));
    return visits;
  };
  const ownerFigure = MESSAGES.web.companyPortal.dashboard.cards.teamMembers;
  add('Sign-in: code → owner dashboard (Team Members)', await signIns(COMPANY, OWNER, ownerFigure), signInMs);
  const adminFigure = MESSAGES.web.dashboard.tiles.totalCompanies;
  add(
    'Sign-in: code → admin dashboard (Total Companies)',
    await signIns('admin', SUPER_ADMIN_EMAIL, adminFigure),
    signInMs,
  );

  const date = new Date().toISOString();
  const { head, changed } = gitState();
  const md = markdown(
    rows,
    `First screen, ${date.slice(0, 10)}${LABEL ? ` (${LABEL})` : ''}: ${RUNS} runs each, commit ${head}` +
      `${changed.length ? ' with local changes' : ''}, lead ${lead.path}`,
  );
  const file = writeResults(
    date.slice(0, 10),
    LABEL,
    {
      date,
      label: LABEL,
      runs: RUNS,
      commit: head,
      localChanges: changed,
      targets: TARGETS,
      lead,
      rows,
      timelines,
    },
    md,
  );
  const leads = timelines[rows[0]!.screen]!;
  console.log(`\n${md}\nLeads, the median run, request by request (ms):\n${leads.join('\n')}\n`);
  log(`wrote ${file}.json and .md`);
} finally {
  await cleanup();
}
