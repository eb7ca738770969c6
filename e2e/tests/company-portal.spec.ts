import { MESSAGES } from '@app/contracts';

import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import {
  createPortalCompany,
  expectSameDocument,
  headerCompanyName,
  livePrimaryColor,
  markDocument,
  portalTitle,
  sidebar,
} from '../support/company-portal';
import { toast } from '../support/companies';
import { hostUrl } from '../support/env';
import { latestStepUpCode } from '../support/mail';
import { tinyPng } from '../support/files';
import { failTrpcProcedure, trpcUrlPattern } from '../support/trpc';
import { expect, test } from '../support/session';

const p = MESSAGES.web.companyPortal;
const d = p.dashboard;
const cs = p.companySettings;
const na = MESSAGES.web.noAccess;
const us = p.userSettings;
const a = MESSAGES.web.account;

test.describe('company portal', () => {
  test('the owner sees the dashboard with the real team figures and health checks', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);

    await expect(page).toHaveTitle(portalTitle(d.title, company.name));
    await expect(page.getByRole('heading', { name: d.title, level: 1 })).toBeVisible();
    await expect(page.getByText(d.subtitle(company.name))).toBeVisible();
    await expect(headerCompanyName(page)).toHaveText(company.name);

    // Owner, admin and team member: three, all active.
    const members = page.getByText(d.cards.teamMembers).locator('xpath=ancestor::div[contains(@class,"Paper")][1]');
    await expect(members).toContainText('3');
    await expect(members).toContainText(d.activeOf(3));
    // The CRM figures are real: a new company has none yet, so zero counts and zero rupees.
    const brands = page.getByText(d.cards.totalBrands).locator('xpath=ancestor::div[contains(@class,"Paper")][1]');
    await expect(brands).toContainText('0');
    await expect(brands).not.toContainText(d.noFigure);
    const pipeline = page.getByRole('region', { name: d.leadPipeline });
    await expect(pipeline).toContainText(`${d.leadValue}₹0`);
    await expect(page.getByRole('region', { name: d.businessValue })).toContainText(`${d.avgEnquiryValue}₹0`);

    const health = page.getByRole('region', { name: d.systemHealth });
    await expect(health.locator('[data-health="database"]')).toContainText(d.health.ok);
    await expect(health.locator('[data-health="storage"]')).toContainText(d.health.ok);
    // The browser tests' server sends mail over SMTP (to the capturing server).
    await expect(health.locator('[data-health="mail"]')).toContainText(d.health.mailSmtp);
    await expect(health.getByText(/^Checked /)).toHaveCount(3);

    const activity = page.getByRole('region', { name: d.recentActivity });
    await expect(activity.getByText(d.joined(company.member.name))).toBeVisible();
    await expect(activity.getByText(d.joined(company.admin.name))).toBeVisible();
    await expect(activity.getByText(d.joined(company.owner.name))).toBeVisible();

    // Every entry for the owner, and the user menu's Settings.
    const nav = sidebar(page);
    for (const label of [p.nav.brands, p.nav.leads, p.nav.meetings, p.nav.enquiries, p.nav.team, p.nav.teamSettings])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: p.nav.leads, exact: true }).click();
    await expect(page.getByRole('heading', { name: p.nav.leads, level: 1 })).toBeVisible();
    await expect(page.getByText(MESSAGES.web.crmLeads.subtitle)).toBeVisible();

    // Unknown paths go to the dashboard.
    await page.goto(hostUrl(company.subdomain, '/no-such-page'));
    await expect(page).toHaveURL(hostUrl(company.subdomain, '/'));
    expect(errors).toEqual([]);
  });

  test('company settings: rename, theme colour and logo; the shell follows without a reload', async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await sidebar(page).getByRole('link', { name: p.nav.companySettings }).click();
    await expect(page).toHaveTitle(portalTitle(cs.title, company.name));
    await markDocument(page);

    const save = page.getByRole('button', { name: cs.save });
    await expect(save).toBeDisabled();
    const name = page.getByRole('textbox', { name: cs.name });
    await name.fill('A');
    await save.click();
    await expect(page.getByText(MESSAGES.validation.companyNameMin)).toBeVisible();
    const hex = page.getByRole('textbox', { name: cs.hex });
    await hex.fill('#12');
    await save.click();
    await expect(page.getByText(MESSAGES.validation.themeColorInvalid)).toBeVisible();

    // The palette: 18 quick colours; picking one fills the field and the preview.
    await page.getByRole('button', { name: cs.chooseColor }).click();
    await expect(page.getByRole('button', { name: /^Use #/ })).toHaveCount(18);
    await page.getByRole('button', { name: cs.quickColor('#3B82F6') }).click();
    await expect(hex).toHaveValue('#3B82F6');

    // The custom picker refuses a bad colour with its own message.
    await page.getByRole('button', { name: cs.customPicker }).click();
    const custom = page.getByRole('textbox', { name: cs.customPicker });
    await custom.fill('blue');
    await page.getByRole('button', { name: cs.apply }).click();
    await expect(page.getByText(cs.customInvalid)).toBeVisible();
    await custom.fill('#0d9');
    await page.getByRole('button', { name: cs.apply }).click();
    await expect(hex).toHaveValue('#00DD99');

    const renamed = `${company.name} Renamed`;
    await name.fill(renamed);
    await page
      .getByRole('group', { name: cs.logo })
      .locator('input[type="file"]')
      .setInputFiles(tinyPng(testInfo, 'logo.png'));
    await save.click();
    await expect(toast(page, cs.saved)).toBeVisible();

    // Header, title and the live theme follow; the page was not reloaded.
    await expect(headerCompanyName(page)).toHaveText(renamed);
    await expect(page).toHaveTitle(portalTitle(cs.title, renamed));
    await expect.poll(() => livePrimaryColor(page)).toBe('#00DD99');
    await expect(page.locator('header img')).toHaveAttribute('src', /\/api\/files\//);
    await expect(save).toBeDisabled();
    await expectSameDocument(page);

    // Stored: after a reload the same values come back; Reset undoes an edit.
    await page.reload();
    await expect(name).toHaveValue(renamed);
    await expect(hex).toHaveValue('#00DD99');
    await name.fill('Something else');
    await page.getByRole('button', { name: cs.reset }).click();
    await expect(name).toHaveValue(renamed);

    // Removing the logo falls back to the initial.
    await page
      .getByRole('group', { name: cs.logo })
      .getByRole('button', { name: MESSAGES.web.forms.removeImage })
      .click();
    await save.click();
    await expect(toast(page, cs.saved)).toBeVisible();
    await expect(page.locator('header img')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('user settings: name and phone saved (the header follows), email read-only, password set, sign out everywhere', async ({
    page,
  }) => {
    // Setting a password without the emailed confirmation is refused on purpose (a 400) below.
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern('auth.changePassword') });
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.member.email);
    await page.getByRole('button', { name: MESSAGES.web.shell.userMenu }).click();
    await page.getByRole('menuitem', { name: p.nav.userSettings }).click();
    await expect(page).toHaveTitle(portalTitle(us.title, company.name));

    await expect(page.getByRole('textbox', { name: us.email })).toHaveValue(company.member.email);
    await expect(page.getByRole('textbox', { name: us.email })).toHaveAttribute('readonly', '');
    const fullName = page.getByRole('textbox', { name: us.fullName });
    await fullName.fill(' ');
    await page.getByRole('button', { name: us.save }).click();
    await expect(page.getByText(MESSAGES.users.nameRequired)).toBeVisible();

    await fullName.fill('Tom Renamed');
    await page.getByRole('textbox', { name: us.phone }).fill('+91 98765 43210');
    await page.getByRole('button', { name: us.save }).click();
    await expect(toast(page, us.saved)).toBeVisible();
    await expect(page.locator('header').getByText('Tom Renamed')).toBeVisible();

    await page.reload();
    await expect(fullName).toHaveValue('Tom Renamed');
    await expect(page.getByRole('textbox', { name: us.phone })).toHaveValue('+91 98765 43210');
    // No password yet: set one (typed twice), confirmed with a code mailed to the account.
    await page.getByLabel(a.newPassword, { exact: true }).fill('correct horse battery');
    await page.getByLabel(a.confirmPassword).fill('correct horse batterz');
    await page.getByRole('button', { name: a.setPassword }).click();
    await expect(page.getByText(a.passwordsDiffer)).toBeVisible();
    await page.getByLabel(a.confirmPassword).fill('correct horse battery');
    await page.getByRole('button', { name: a.setPassword }).click();
    await expect(page.getByText(MESSAGES.auth.stepUpCodeRequired)).toBeVisible();
    const asked = Date.now();
    await page.getByRole('button', { name: a.emailMeACode }).click();
    await expect(toast(page, MESSAGES.auth.stepUpCodeSent)).toBeVisible();
    await page.getByLabel(a.stepUpCode).fill(await latestStepUpCode(company.member.email, asked));
    await page.getByRole('button', { name: a.setPassword }).click();
    await expect(toast(page, MESSAGES.auth.passwordSet)).toBeVisible();
    await expect(page.getByLabel(a.currentPassword)).toBeVisible();
    await expect(page.getByRole('button', { name: a.changePassword })).toBeVisible();
    // Removing it asks for proof too: the current password will do, and a confirmation.
    await page.getByLabel(a.currentPassword).fill('correct horse battery');
    await page.getByRole('button', { name: a.removePassword }).click();
    await page.getByRole('dialog').getByRole('button', { name: a.removePassword }).click();
    await expect(toast(page, MESSAGES.auth.passwordRemoved)).toBeVisible();
    await expect(page.getByRole('button', { name: a.setPassword })).toBeVisible();

    // Sign out everywhere asks first, then ends this session too.
    await page.getByRole('button', { name: us.signOutEverywhere }).click();
    await page.getByRole('dialog').getByRole('button', { name: us.signOutEverywhere }).click();
    await expect(page.getByLabel(MESSAGES.web.login.emailLabel)).toBeVisible();
    await page.goto(hostUrl(company.subdomain, '/user/settings'));
    await expect(page.getByLabel(MESSAGES.web.login.emailLabel)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a failed dashboard load says why and Retry loads it', async ({ page }) => {
    const errors = watchErrors(page, { forcedFailures: trpcUrlPattern('company.dashboard.get') });
    const company = await createPortalCompany(page);
    // A query is retried once: two failures make one visible error.
    await failTrpcProcedure(page, 'company.dashboard.get', 2);
    await signIn(page, company.subdomain, company.owner.email);
    await expect(page.getByText(MESSAGES.dashboard.serverError)).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.web.retry }).click();
    await expect(page.getByRole('region', { name: d.systemHealth })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a team member cannot see or reach Team, Team Settings or Company Settings', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.member.email);
    await expect(page.getByRole('heading', { name: d.title, level: 1 })).toBeVisible();
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: p.nav.brands })).toBeVisible();
    for (const label of [p.nav.team, p.nav.teamSettings, p.nav.companySettings])
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    for (const [path, reason] of [
      ['/team', na.team],
      ['/team/settings', na.team],
      ['/company/settings', na.companySettings],
    ] as const) {
      await page.goto(hostUrl(company.subdomain, path));
      // Said at the address opened, with who manages it and the way back.
      await expect(page.getByRole('heading', { name: na.title, level: 1 })).toBeVisible();
      await expect(page.getByText(reason, { exact: false })).toBeVisible();
      await expect(page).toHaveURL(hostUrl(company.subdomain, path));
    }
    await page.getByRole('link', { name: na.home }).click();
    await expect(page.getByRole('heading', { name: d.title, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an admin sees Company Settings only after the owner turns Access Control on', async ({ page, browser }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.admin.email);
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: p.nav.team, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: p.nav.companySettings })).toHaveCount(0);
    await page.goto(hostUrl(company.subdomain, '/company/settings'));
    await expect(page.getByRole('heading', { name: na.title, level: 1 })).toBeVisible();

    const ownerContext = await browser.newContext({ storageState: undefined });
    const owner = await ownerContext.newPage();
    await signIn(owner, company.subdomain, company.owner.email);
    await owner.goto(hostUrl(company.subdomain, '/company/settings'));
    const toggle = owner.getByRole('switch', { name: cs.accessLabel });
    await expect(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect(toast(owner, cs.accessSaved)).toBeVisible();
    await expect(toggle).toBeChecked();
    await ownerContext.close();

    await page.reload();
    await nav.getByRole('link', { name: p.nav.companySettings }).click();
    await expect(page).toHaveURL(hostUrl(company.subdomain, '/company/settings'));
    await expect(page.getByRole('textbox', { name: cs.name })).toHaveValue(company.name);
    // Access Control is the owner's alone.
    await expect(page.getByRole('switch', { name: cs.accessLabel })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('company portal on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dashboard and both settings screens fit the width; More holds the rest of the entries', async ({ page }) => {
    const errors = watchErrors(page);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await expect(page.getByRole('heading', { name: d.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: d.systemHealth })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await page.getByRole('button', { name: MESSAGES.web.nav.more }).click();
    await page.getByRole('menuitem', { name: p.nav.companySettings }).click();
    await expect(page.getByRole('textbox', { name: cs.name })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: cs.customPicker }).click();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await page.goto(hostUrl(company.subdomain, '/user/settings'));
    await expect(page.getByRole('textbox', { name: us.fullName })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
