/**
 * What "first data visible" is on each screen, twice: as a test finds it (a Playwright locator on
 * the app's roles, attributes and texts) and as the same check run inside the page on every
 * animation frame (watchFor), which gives the time. A locator's waitFor alone would not: it polls at growing
 * intervals (up to 500 ms apart), so it saw the first lead row 170 to 410 ms after it entered the
 * DOM in a trial run.
 */
import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

export interface Target {
  /** A JS expression, evaluated in the page: the element, or null while there is none. */
  find: string;
  locator: (page: Page) => Locator;
}

const NUMBER = /^\d[\d,]*$/;

/** A dashboard figure (kit/layout/FigureCard.tsx): the number in the card with this label, not its "—". */
export const figure = (label: string): Target => ({
  find: `[...document.querySelectorAll('.mantine-Paper-root')]
    .filter((card) => [...card.querySelectorAll('*')].some((e) => e.textContent.trim() === ${JSON.stringify(label)}))
    .flatMap((card) => [...card.querySelectorAll('p')])
    .find((e) => ${NUMBER.toString()}.test(e.textContent.trim()))`,
  locator: (page) =>
    page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByText(label, { exact: true }) })
      .getByText(NUMBER)
      .first(),
});

const d = MESSAGES.web.companyPortal.dashboard.cards;

export const firstData = {
  /** A lead's row (it links to the lead's page), not the table's loading row; as bench:web waits. */
  leads: {
    find: `document.querySelector('tbody tr a[href^="/crm/leads/"]')?.closest('tr')`,
    locator: (page) =>
      page
        .locator('tbody tr')
        .filter({ has: page.locator('a[href^="/crm/leads/"]') })
        .first(),
  },
  brands: {
    find: `document.querySelector('tr[data-brand]')`,
    locator: (page) => page.locator('tr[data-brand]').first(),
  },
  dashboard: figure(d.totalLeads),
  lead: (clientName: string): Target => ({
    find: `[...document.querySelectorAll('h1')].find((h) => h.textContent.trim() === ${JSON.stringify(clientName)})`,
    locator: (page) => page.getByRole('heading', { level: 1, name: clientName, exact: true }),
  }),
  companies: {
    find: `document.querySelector('tr[data-company]')`,
    locator: (page) => page.locator('tr[data-company]').first(),
  },
} satisfies Record<string, Target | ((name: string) => Target)>;

/**
 * An init script (the page's CSP refuses code evaluated later): from the first frame on, checks the
 * target on every animation frame and keeps performance.now() at the first frame where it is there
 * and visible (a box of its own, not hidden: what Playwright calls visible) in window.__firstDataAt.
 */
export const watchFor = (target: Target) => `(() => {
  const check = () => {
    const el = ${target.find};
    const box = el?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true }))
      window.__firstDataAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** When the watched target became visible (watchFor), once the locator agrees it is the data. */
export async function visibleAt(page: Page, target: Target): Promise<number> {
  await page.waitForFunction(() => '__firstDataAt' in window, undefined, { timeout: 30_000 });
  await target.locator(page).waitFor({ timeout: 5_000 });
  return Math.round(Number(await page.evaluate('window.__firstDataAt')));
}
