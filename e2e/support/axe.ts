/**
 * Accessibility checks with axe-core: the WCAG 2.x A and AA rules (and axe's best practices), of
 * which only serious and critical findings count. Each finding is one readable line per element, so
 * a failing test names the rule, the element and axe's own explanation.
 *
 *   expect.soft(await seriousViolations(page), 'Leads').toEqual([]);
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const COUNTED = new Set(['serious', 'critical']);

/** The serious and critical findings on the page as it is now, one line per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => COUNTED.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

/**
 * Waits until the screen has drawn its data: the given element is visible and no spinner, skeleton
 * or busy region is left on the page (a half-loaded screen would hide findings from axe).
 */
export async function settled(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await expect(
    page.locator('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]').filter({ visible: true }),
  ).toHaveCount(0);
}

/** The colour scheme the page is drawn in (Mantine's attribute on <html>). */
export const drawnColorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
