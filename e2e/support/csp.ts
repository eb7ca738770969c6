/**
 * Every spec runs under the server's Content-Security-Policy and fails on any violation: an init
 * script reports each `securitypolicyviolation` event of every page (and frame) in the test's
 * context, and Chromium's "Refused to ..." console errors are counted too. Specs import `test` from
 * here (or from ./session, which builds on it) instead of from @playwright/test.
 */
import { expect, test as base } from '@playwright/test';

const REPORT = '__reportCspViolation';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT, (_source, text: string) => violations.push(text));
      await context.addInitScript((report) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const send = (window as unknown as Record<string, (text: string) => void>)[report];
          send?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
        });
      }, REPORT);
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(`console: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
