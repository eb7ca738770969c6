/**
 * Two-factor sign-in in the browser tests: an authenticator app for a setup key read off the
 * screen, and where the screens show what the tests read.
 *
 *   const app = new Authenticator(await setupKey(page));
 *   await page.getByLabel(tf.confirmCodeLabel).fill(await app.nextCode());
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { MESSAGES } from '@app/contracts';

const tf = MESSAGES.web.twoFactor;
const STEP_MS = 30_000;

const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * What an authenticator app does with a setup key: RFC 6238 with the parameters every app assumes
 * (SHA-1, six digits, thirty-second steps). The server takes each step's code once, so a second
 * code waits for the next step, as a person would wait for the app to show a new one.
 */
export class Authenticator {
  private readonly totp: TOTP;
  private lastStep = -1;

  constructor(setupKey: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(setupKey), algorithm: 'SHA1', digits: 6, period: 30 });
  }

  /** The code the app shows now, once the clock is past the step of the last code used. */
  async nextCode(): Promise<string> {
    await expect
      .poll(() => stepAt(Date.now()), { message: 'the next time step', timeout: STEP_MS + 5_000, intervals: [250] })
      .toBeGreaterThan(this.lastStep);
    const now = Date.now();
    this.lastStep = stepAt(now);
    return this.totp.generate({ timestamp: now });
  }
}

/** The setup key as the screen shows it (grouped in fours), without the spaces. */
export async function setupKey(scope: Page | Locator): Promise<string> {
  const key = scope.getByLabel(tf.secretLabel);
  await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return (await key.innerText()).replace(/\s/g, '');
}

/** The QR code to scan: shown, and a real image (an SVG data URL the page's policy allows). */
export async function expectQrCode(scope: Page | Locator): Promise<void> {
  const qr = scope.getByRole('img', { name: tf.qrAlt });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** The recovery codes shown once after an enrolment. */
export async function recoveryCodes(scope: Page | Locator): Promise<string[]> {
  const items = scope.getByRole('list', { name: tf.recoveryListLabel }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allInnerTexts();
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  return codes;
}

/** Signs out through the user menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: MESSAGES.web.shell.userMenu }).click();
  await page.getByRole('menuitem', { name: MESSAGES.web.signout }).click();
  await expect(page.getByLabel(MESSAGES.web.login.emailLabel)).toBeVisible();
}

/** Where screenshots of the new screens go, to be looked at. */
export const shot = (name: string) => new URL(`../.artifacts/two-factor/${name}.png`, import.meta.url).pathname;
