/**
 * A CPU profile of loading /companies in Chromium (self time by script and by function), for finding
 * where the first page's time goes:  npx tsx bench/web/profile.ts   (E2E_PORT / E2E_MAIL_DIR to move it)
 */
import { chromium } from '@playwright/test';
import globalSetup from '../../e2e/support/global-setup';
import { hostUrl } from '../../e2e/support/env';
import playwrightConfig from '../../e2e/playwright.config';
import { signInAsSuperAdmin } from '../../e2e/support/auth';
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
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: {
        id: number;
        callFrame: { functionName: string; url: string; lineNumber: number };
        children?: number[];
      }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    byName.set(key, (byName.get(key) ?? 0) + (self.get(n.id) ?? 0));
  }
  const byFile = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
    byFile.set(f, (byFile.get(f) ?? 0) + (self.get(n.id) ?? 0));
  }
  console.log(
    'BY FILE',
    [...byFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `${Math.round(v / 1000)}ms ${k}`)
      .join('\n'),
  );
  console.log(
    'TOP',
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, v]) => `${Math.round(v / 1000)}ms ${k}`)
      .join('\n'),
  );
} finally {
  await browser.close();
  await teardown();
}
