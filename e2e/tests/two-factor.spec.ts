import { readFileSync } from 'node:fs';

import { MESSAGES } from '@app/contracts';

import { apiData, unique } from '../support/api';
import { hasHorizontalOverflow, signIn, watchErrors } from '../support/auth';
import { toast } from '../support/companies';
import { createPortalCompany, portalTitle } from '../support/company-portal';
import { hostUrl } from '../support/env';
import { trpcUrlPattern } from '../support/trpc';
import { expect, test } from '../support/session';
import { Authenticator, expectQrCode, recoveryCodes, setupKey, shot, signOut } from '../support/two-factor';

const tf = MESSAGES.web.twoFactor;
const a = MESSAGES.web.account;
const p = MESSAGES.web.companyPortal;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The wrong codes these tests type on purpose are refused with a 400, which Chromium logs. */
const WRONG_CODES = {
  forcedFailures: new RegExp(
    `${trpcUrlPattern('auth.twoFactor').source}|${trpcUrlPattern('auth.twoFactorConfirm').source}`,
  ),
};

/** A second app code waits for the app's next thirty-second step: the server takes each code once. */
test.describe.configure({ timeout: 180_000 });

test.describe('two-factor sign-in', () => {
  test('an owner turns it on in User Settings, signs in with the app and with a recovery code, and turns it off with an app code', async ({
    page,
  }) => {
    const errors = watchErrors(page, WRONG_CODES);
    await page.setViewportSize(DESKTOP);
    const company = await createPortalCompany(page);
    const owner = company.owner.email;
    await signIn(page, company.subdomain, owner);
    await page.getByRole('button', { name: MESSAGES.web.shell.userMenu }).click();
    await page.getByRole('menuitem', { name: p.nav.userSettings }).click();
    await expect(page).toHaveTitle(portalTitle(p.userSettings.title, company.name));

    const card = page.getByRole('region', { name: tf.title });
    await expect(card.getByText(tf.statusOff, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: tf.setUp }).click();
    await expectQrCode(card);
    const app = new Authenticator(await setupKey(card));
    // Below the sticky header, for the picture.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await card.screenshot({ path: shot('settings-enrol-1440') });

    // A code that is not the app's is refused where it was typed; Enter submits.
    const code = card.getByLabel(tf.confirmCodeLabel);
    await expect(code).toBeFocused();
    await code.fill('000000');
    await code.press('Enter');
    await expect(card.getByText(MESSAGES.auth.twoFactorCodeInvalid)).toBeVisible();
    await code.fill(await app.nextCode());
    await code.press('Enter');
    await expect(toast(page, MESSAGES.auth.twoFactorEnabled)).toBeVisible();

    // Ten recovery codes, shown this once: downloaded as a file, then put away.
    const codes = await recoveryCodes(card);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: tf.downloadCodes }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(tf.recoveryFileName);
    const text = readFileSync(await file.path(), 'utf8');
    for (const each of codes) expect(text).toContain(each);
    expect(text).toContain(owner);
    const done = card.getByRole('button', { name: tf.done });
    await expect(done).toBeDisabled();
    await card.getByRole('checkbox', { name: tf.savedThem }).check();
    await done.click();
    await expect(card.getByText(tf.statusOn, { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: tf.recoveryListLabel })).toHaveCount(0);

    // The next sign-in asks for the app's code after the emailed one.
    await signOut(page);
    await signIn(page, company.subdomain, owner);
    await expect(page.getByRole('heading', { name: tf.title })).toBeVisible();
    const second = page.getByLabel(tf.codeLabel);
    await expect(second).toBeFocused();
    await page.screenshot({ path: shot('login-second-factor-1440') });
    await second.fill('123456');
    await second.press('Enter');
    await expect(page.getByText(MESSAGES.auth.twoFactorCodeInvalid)).toBeVisible();
    await second.fill(await app.nextCode());
    await second.press('Enter');
    await expect(page.getByRole('heading', { name: p.dashboard.title, level: 1 })).toBeVisible();

    // No phone at hand: a recovery code signs in once (on a phone-sized screen this time).
    await signOut(page);
    await page.setViewportSize(PHONE);
    await signIn(page, company.subdomain, owner);
    await expect(page.getByRole('heading', { name: tf.title })).toBeVisible();
    await expect(page.getByText(tf.recoveryHint)).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('login-second-factor-390') });
    await page.getByLabel(tf.codeLabel).fill(codes[0]!);
    await page.getByRole('button', { name: tf.verify }).click();
    await expect(page.getByRole('heading', { name: p.dashboard.title, level: 1 })).toBeVisible();

    // Turning it off takes a proof, the app's code offered first, and a confirmation.
    await page.goto(hostUrl(company.subdomain, '/user/settings'));
    await card.getByRole('button', { name: tf.turnOff }).click();
    const proof = card.getByLabel(a.totpCode);
    await expect(proof).toBeVisible();
    await expect(card.getByRole('button', { name: a.proveWith.code })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await card.screenshot({ path: shot('settings-turn-off-390') });
    await proof.fill(await app.nextCode());
    await card.getByRole('button', { name: tf.turnOff }).click();
    await page.getByRole('dialog').getByRole('button', { name: tf.turnOff }).click();
    await expect(toast(page, MESSAGES.auth.twoFactorDisabled)).toBeVisible();
    await expect(card.getByText(tf.statusOff, { exact: true })).toBeVisible();

    // One factor again.
    await signOut(page);
    await signIn(page, company.subdomain, owner);
    await expect(page.getByRole('heading', { name: p.dashboard.title, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the owner requires it; a team member without it is led through enrolment at sign-in', async ({ page }) => {
    const errors = watchErrors(page, WRONG_CODES);
    await page.setViewportSize(DESKTOP);
    const company = await createPortalCompany(page);
    await signIn(page, company.subdomain, company.owner.email);
    await page.goto(hostUrl(company.subdomain, '/company/settings'));
    const required = page.getByRole('switch', { name: p.companySettings.requireTwoFactorLabel });
    await expect(required).not.toBeChecked();
    await required.click({ force: true });
    await expect(toast(page, p.companySettings.requireTwoFactorSaved)).toBeVisible();
    await expect(required).toBeChecked();
    await page.reload();
    await expect(required).toBeChecked();
    await signOut(page);

    const member = company.member.email;
    await signIn(page, company.subdomain, member);
    await expect(page.getByText(tf.requiredByCompany)).toBeVisible();
    await expectQrCode(page);
    await setupKey(page);
    await page.screenshot({ path: shot('login-enrol-1440'), fullPage: true });

    // Wrong codes count against the sign-in; after five it is over and starts again from the email.
    // Each try waits for its own answer: the previous error is still on screen while the next is sent.
    const code = page.getByLabel(tf.confirmCodeLabel);
    const wrongCode = async () => {
      const answered = page.waitForResponse((response) => trpcUrlPattern('auth.twoFactor').test(response.url()));
      await code.fill('000000');
      await code.press('Enter');
      await answered;
    };
    for (let tries = 0; tries < 4; tries += 1) {
      await wrongCode();
      await expect(page.getByText(MESSAGES.auth.twoFactorCodeInvalid)).toBeVisible();
    }
    await wrongCode();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.auth.codeTooManyTries })).toBeVisible();
    await page.getByRole('button', { name: tf.startAgain }).click();
    await expect(page.getByLabel(MESSAGES.web.login.emailLabel)).toHaveValue(member);

    // Again, on a phone: a new setup key, the app's code, then the recovery codes before the portal.
    await page.setViewportSize(PHONE);
    await signIn(page, company.subdomain, member);
    await expect(page.getByText(tf.requiredByCompany)).toBeVisible();
    await expectQrCode(page);
    const app = new Authenticator(await setupKey(page));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('login-enrol-390'), fullPage: true });
    await page.getByLabel(tf.confirmCodeLabel).fill(await app.nextCode());
    await page.getByRole('button', { name: tf.turnOn }).click();
    await expect(page.getByRole('heading', { name: tf.recoveryTitle })).toBeVisible();
    await recoveryCodes(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({ path: shot('login-recovery-codes-390'), fullPage: true });
    const go = page.getByRole('button', { name: tf.continue });
    await expect(go).toBeDisabled();
    await page.getByRole('checkbox', { name: tf.savedThem }).check();
    await go.click();
    await expect(page.getByRole('heading', { name: p.dashboard.title, level: 1 })).toBeVisible();
    await page.goto(hostUrl(company.subdomain, '/user/settings'));
    await expect(page.getByRole('region', { name: tf.title }).getByText(tf.statusOn, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a super admin turns it on from the Account page and signs in with the app', async ({ page, browser }) => {
    await page.goto(hostUrl('admin'));
    const email = `${unique('root')}@example.com`;
    await apiData(page, 'POST', '/super-admin/super-admins', { name: 'Rae Root', email });

    // Not the shared admin session: a browser of their own.
    const context = await browser.newContext({ storageState: undefined, viewport: DESKTOP });
    const own = await context.newPage();
    const errors = watchErrors(own);
    await signIn(own, 'admin', email);
    await own.getByRole('button', { name: MESSAGES.web.shell.userMenu }).click();
    await own.getByRole('menuitem', { name: a.title }).click();
    await expect(own).toHaveTitle(MESSAGES.web.adminPageTitle(a.title));
    await expect(own.getByRole('region', { name: a.passwordSection })).toBeVisible();

    const card = own.getByRole('region', { name: tf.title });
    await card.getByRole('button', { name: tf.setUp }).click();
    await expectQrCode(card);
    const app = new Authenticator(await setupKey(card));
    await card.getByLabel(tf.confirmCodeLabel).fill(await app.nextCode());
    await card.getByRole('button', { name: tf.turnOn }).click();
    await recoveryCodes(card);
    await own.screenshot({ path: shot('admin-account-codes-1440') });
    await card.getByRole('checkbox', { name: tf.savedThem }).check();
    await card.getByRole('button', { name: tf.done }).click();
    await expect(card.getByText(tf.statusOn, { exact: true })).toBeVisible();
    // With it on, a password change can be proven with the app as well, and that is offered first.
    await expect(own.getByRole('region', { name: a.passwordSection }).getByLabel(a.totpCode)).toBeVisible();

    await signOut(own);
    await signIn(own, 'admin', email);
    await expect(own.getByRole('heading', { name: tf.title })).toBeVisible();
    await own.getByLabel(tf.codeLabel).fill(await app.nextCode());
    await own.getByLabel(tf.codeLabel).press('Enter');
    await expect(own).toHaveTitle(MESSAGES.web.adminPageTitle(MESSAGES.web.nav.dashboard));
    expect(errors).toEqual([]);
    await context.close();
  });
});
