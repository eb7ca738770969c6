/**
 * A mail server refusing mail: asking for a sign-in code still succeeds, the mail waits in the
 * outbox as pending (its code kept for the retry) and goes out on a later try, which removes the
 * code; a mail whose tries are spent is failed. Super admins (only they) can see both.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { startJobRunner } from '../jobs/runner';
import { appTest } from '../../testing/fixtures';
import { platformHost, seedSuperAdmin, silentLog, superAdminRequest } from '../../testing/harness';
import { signedInCompany } from '../../testing/signed-in-company';
import { createMailer } from './create';
import { recordingLog, startSmtp } from './smtp-testing';

const { mailOutbox } = platformTables;

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `smtp`: the mail server the tests refuse mail on; `admin`: a signed-in super admin; `runner`:
 * the real job runner on the test database, whose mail.deliver jobs are the later attempts, running
 * from the first test on; `rowFor`: the outbox row of an address; `smtpMailer`: a mailer sending
 * through `smtp` that tries a mail `maxAttempts` times.
 */
const it = appTest()
  .extend('smtp', { scope: 'file' }, async ({ app }, { onCleanup }) => {
    const smtp = await startSmtp();
    // The tests' mailer sends through this server: it closes first.
    onCleanup(async () => {
      await app.deps.mailer.close();
      await smtp.close();
    });
    return smtp;
  })
  .extend('admin', { scope: 'file' }, ({ app }) => superAdminRequest(app))
  .extend('runner', { scope: 'file', auto: true }, async ({ app }, { onCleanup }) => {
    const runner = await startJobRunner({
      database: app.database,
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      handlers: { 'mail.deliver': (data) => app.deps.mailer.deliver(String(data.mailId)) },
    });
    onCleanup(() => runner.stop());
    return runner;
  })
  .extend(
    'rowFor',
    { scope: 'file' },
    ({ app }) =>
      async (to: string) =>
        (await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!,
  )
  .extend(
    'smtpMailer',
    { scope: 'file' },
    ({ app, smtp }) =>
      (maxAttempts: number) =>
        createMailer({
          db: app.deps.db,
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: 'no-reply@example.com',
          log: recordingLog().log,
          jobs: app.deps.jobs,
          retry: { baseDelayMs: 300, maxAttempts },
        }),
  );

describe('mail while the SMTP server refuses it', () => {
  it('answers the code request, keeps the mail pending and delivers it on a later try', async ({
    app,
    smtp,
    admin,
    rowFor,
    smtpMailer,
  }) => {
    app.deps.mailer = smtpMailer(5);
    await seedSuperAdmin(app, 'refused@example.com', 'Refused Admin');
    smtp.state.refusing = true;

    await expect(app.call(platformHost).auth.requestCode({ email: 'refused@example.com' })).resolves.toBeDefined();
    await until(async () => (await rowFor('refused@example.com')).attempts >= 1, 'the first attempt');
    const refused = await rowFor('refused@example.com');
    expect(refused.sentAt).toBeNull();
    expect(refused.error).toContain('Mailbox busy');
    expect(refused.nextAttemptAt).toBeInstanceOf(Date);
    // The retry sends what was recorded, so the code stays until it has gone out.
    expect(refused.redactAfterDelivery).toBe(true);
    expect(refused.textBody).toMatch(/\b\d{6}\b/);

    const { mails } = await app.call(admin.request).platform.mailOutbox.list({});
    const listed = mails.find((m) => m.to === 'refused@example.com');
    expect(listed).toMatchObject({
      status: 'pending',
      attempts: refused.attempts,
      subject: refused.subject,
      body: 'held',
    });
    expect(listed).not.toHaveProperty('textBody');

    smtp.state.refusing = false;
    await until(async () => (await rowFor('refused@example.com')).sentAt !== null, 'the retried delivery');
    const sent = await rowFor('refused@example.com');
    expect(sent).toMatchObject({ nextAttemptAt: null, error: null, subject: refused.subject });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect([sent.textBody, sent.htmlBody]).toEqual([MESSAGES.mail.bodyRemoved, null]);
    const delivered = smtp.received.filter((m) => m.to.includes('refused@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain(refused.textBody.split('\n')[0]!);
    const after = await app.call(admin.request).platform.mailOutbox.list({});
    expect(after.mails.some((m) => m.to === 'refused@example.com')).toBe(false);
    const all = await app.call(admin.request).platform.mailOutbox.list({ status: 'sent' });
    expect(all.mails.find((m) => m.to === 'refused@example.com')).toMatchObject({ status: 'sent', body: 'removed' });
  });

  it('marks a mail failed once its tries are spent, and stops trying it', async ({
    app,
    smtp,
    admin,
    rowFor,
    smtpMailer,
  }) => {
    await app.deps.mailer.close();
    app.deps.mailer = smtpMailer(2);
    smtp.state.refusing = true;
    await app.deps.mailer.send({ to: 'never@example.com', subject: 'Hello', text: 'Hello' });
    await app.deps.mailer.send({ to: 'never-code@example.com', subject: 'Code', text: 'Code 135790', secret: true });
    await until(async () => (await rowFor('never@example.com')).attempts >= 2, 'both tries');
    await until(async () => (await rowFor('never-code@example.com')).attempts >= 2, 'both tries of the code');
    // Given up: nothing is scheduled any more, and the tries stay at two.
    await until(async () => (await rowFor('never@example.com')).nextAttemptAt === null, 'giving up');
    await until(async () => (await rowFor('never-code@example.com')).nextAttemptAt === null, 'giving up the code');
    const row = await rowFor('never@example.com');
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: null, sentAt: null });
    expect(row.textBody).toBe('Hello');
    // A code that could not go out has long expired once its tries are spent: it is not kept either.
    const code = await rowFor('never-code@example.com');
    expect(code).toMatchObject({ attempts: 2, nextAttemptAt: null, sentAt: null, textBody: MESSAGES.mail.bodyRemoved });
    const { mails } = await app.call(admin.request).platform.mailOutbox.list({ status: 'failed' });
    expect(mails.find((m) => m.to === 'never@example.com')).toMatchObject({
      status: 'failed',
      attempts: 2,
      body: 'kept',
    });
    smtp.state.refusing = false;
  });

  it('is for super admins only: company users are refused, on their host and on the platform host', async ({ app }) => {
    const co = await signedInCompany(app, 'outbox-co');
    expect((await failureOf(app.call(co.request.owner).platform.mailOutbox.list({}))).status).toBe(403);
    const platformWithTenantToken = { ...platformHost, authorization: co.request.owner.authorization };
    expect([401, 403]).toContain(
      (await failureOf(app.call(platformWithTenantToken).platform.mailOutbox.list({}))).status,
    );
    expect((await failureOf(app.call(platformHost).platform.mailOutbox.list({}))).status).toBe(401);
  });
});
