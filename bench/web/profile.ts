/**
 * A CPU profile of loading /companies in Chromium (self time by script and by function), for finding
 * where the first page's time goes:  npx tsx bench/web/profile.ts   (E2E_PORT / E2E_MAIL_DIR to move it)
 */
import { chromium } from '@playwright/test';
import globalSetup from '../../e2e/support/global-setup';
import { hostUrl } from '../../e2e/support/env';
import playwrightConfig from '../../e2e/playwright.config';
import { signInAsSuperAdmin } from '../../e2e/support/auth';
import { functionKey, selfTimeBy, type CpuProfile } from './cpu-profile';
const teardown = await globalSetup();
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsSuperAdmin(page);
  await page.goto(hostUrl('admin', '/companies'));
  await page.getByText('Acme').first().waitFor();
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p.goto(hostUrl('admin', '/companies'));
  await p.getByText('Acme').first().waitFor();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const fileKey = (n: CpuProfile['nodes'][number]) => n.callFrame.url.split('/').pop() || n.callFrame.functionName;
  console.log('BY FILE', selfTimeBy(profile, fileKey, 12));
  console.log('TOP', selfTimeBy(profile, functionKey, 25));
} finally {
  await browser.close();
  await teardown();
}
