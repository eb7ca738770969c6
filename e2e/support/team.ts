/**
 * The company portal's Team Management and Team Settings in the browser tests: where things are on
 * the two screens, and the invitation mail a new member receives.
 */
import type { Locator, Page } from '@playwright/test';

import { MESSAGES } from '@app/contracts';

import { waitForMail } from './mail';

const t = MESSAGES.web.team;

/** The raw text of the newest mail to `email` sent after `since` whose text contains `needle`. */
export const mailTo = (email: string, since: number, needle: string): Promise<string> =>
  waitForMail(
    since,
    (mail) => (mail.to.includes(email.toLowerCase()) && mail.raw.includes(needle) ? mail.raw : undefined),
    `mail with "${needle}" to ${email}`,
  );

/** The table row of a member, by email. */
export const memberRow = (page: Page, email: string): Locator =>
  page.getByRole('main').getByRole('row').filter({ hasText: email });

/** A summary tile (a toggle button) by its label. */
export const teamTile = (page: Page, label: string): Locator =>
  page
    .getByRole('group', { name: MESSAGES.web.list.summaryTiles })
    .getByRole('button', { name: new RegExp(`^${label}`) });

export const memberPanel = (page: Page, mode: 'add' | 'edit'): Locator =>
  page.getByRole('dialog', { name: mode === 'add' ? t.addTitle : t.editTitle });

/** A Team Settings card: 'departments' or 'designations'. */
export const orgCard = (page: Page, kind: 'departments' | 'designations'): Locator =>
  page.getByRole('region', { name: MESSAGES.web.teamSettings[kind].title });

/** One entry of a Team Settings card, by name. */
export const orgEntry = (card: Locator, name: string): Locator => card.locator(`[data-org-item="${name}"]`);
