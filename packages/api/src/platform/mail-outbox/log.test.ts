/**
 * The sent-mail log (platform.mailOutbox.list): where mail goes, each mail's status and what is
 * kept of its body, in server-side pages, for super admins only.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { platformTables } from '@app/db';

import { failureOf } from '../../auth/test-support';
import { superAdminTest } from '../../testing/fixtures';
import { platformHost, type TestApp } from '../../testing/harness';
import { signedInCompany } from '../../testing/signed-in-company';
import { createMailer } from '../../services/mail/create';
import { recordingLog } from '../../services/mail/smtp-testing';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type ListInput = Parameters<ReturnType<TestApp['call']>['platform']['mailOutbox']['list']>[0];

/** `list`: the sent-mail log as the super admin reads it. */
const it = superAdminTest().extend(
  'list',
  { scope: 'file' },
  ({ app, request }) =>
    (input: ListInput) =>
      app.call(request).platform.mailOutbox.list(input),
);

it.beforeAll(async ({ app }) => {
  await app.deps.db.insert(platformTables.mailOutbox).values([
    {
      toAddress: 'sent@log.test',
      subject: 'Invitation',
      textBody: 'hello',
      attempts: 1,
      sentAt: minutesAgo(5),
      createdAt: minutesAgo(5),
    },
    {
      toAddress: 'code@log.test',
      subject: 'Your sign-in code',
      textBody: MESSAGES.mail.bodyRemoved,
      redactAfterDelivery: true,
      attempts: 1,
      sentAt: minutesAgo(4),
      createdAt: minutesAgo(4),
    },
    {
      toAddress: 'waiting@log.test',
      subject: 'Your sign-in code',
      textBody: 'Your sign-in code for Admin is 246810',
      redactAfterDelivery: true,
      attempts: 1,
      error: '451 try later',
      nextAttemptAt: new Date(Date.now() + 120_000),
      createdAt: minutesAgo(3),
    },
    {
      toAddress: 'failed@log.test',
      subject: 'Digest',
      textBody: 'x',
      attempts: 8,
      error: '550 no such user',
      createdAt: minutesAgo(2),
    },
    { toAddress: 'printed@log.test', subject: 'Digest', textBody: 'y', createdAt: minutesAgo(1) },
  ]);
});
describe('the sent-mail log', () => {
  it('says mail goes to the console when no SMTP is set, and lists every mail with its status', async ({ list }) => {
    const log = await list({ status: 'all' });
    expect(log.delivery).toEqual({ mode: 'console', smtpHost: null });
    expect(log.mails.map((m) => [m.to, m.status, m.body])).toEqual([
      ['printed@log.test', 'console', 'kept'],
      ['failed@log.test', 'failed', 'kept'],
      ['waiting@log.test', 'pending', 'held'],
      ['code@log.test', 'sent', 'removed'],
      ['sent@log.test', 'sent', 'kept'],
    ]);
    expect(log.mails[1]).toMatchObject({ attempts: 8, error: '550 no such user', nextAttemptAt: null, sentAt: null });
    expect(log.mails[3]!.sentAt).toBeInstanceOf(Date);
    expect(log.pagination).toEqual({ page: 1, limit: 100, total: 5, pages: 1 });
    // Bodies never leave the server: a held one is a live code.
    expect(JSON.stringify(log)).not.toContain('246810');
  });

  it('lists unsent mail unless asked otherwise, and filters by each status', async ({ list }) => {
    expect((await list({})).mails.map((m) => m.to)).toEqual(['failed@log.test', 'waiting@log.test']);
    const byStatus = async (status: 'sent' | 'pending' | 'failed' | 'console') =>
      (await list({ status })).mails.map((m) => m.to);
    expect(await byStatus('sent')).toEqual(['code@log.test', 'sent@log.test']);
    expect(await byStatus('pending')).toEqual(['waiting@log.test']);
    expect(await byStatus('failed')).toEqual(['failed@log.test']);
    expect(await byStatus('console')).toEqual(['printed@log.test']);
  });

  it('pages on the server', async ({ list }) => {
    const second = await list({ status: 'all', limit: 2, page: 2 });
    expect(second.mails.map((m) => m.to)).toEqual(['waiting@log.test', 'code@log.test']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect((await list({ status: 'all', limit: 2, page: 4 })).mails).toEqual([]);
  });

  it('names the SMTP server when one is set', async ({ app, list }) => {
    const consoleMailer = app.deps.mailer;
    app.deps.mailer = createMailer({
      db: app.deps.db,
      smtpUrl: 'smtp://user:secret@mail.example.com:2525',
      from: 'no-reply@example.com',
      log: recordingLog().log,
    });
    try {
      expect((await list({})).delivery).toEqual({ mode: 'smtp', smtpHost: 'mail.example.com:2525' });
    } finally {
      app.deps.mailer = consoleMailer;
    }
  });

  it('is for super admins only', async ({ app }) => {
    const co = await signedInCompany(app, 'mail-log-co');
    expect((await failureOf(app.call(co.request.owner).platform.mailOutbox.list({}))).status).toBe(403);
    const tenantTokenOnPlatform = { ...platformHost, authorization: co.request.owner.authorization };
    expect([401, 403]).toContain(
      (await failureOf(app.call(tenantTokenOnPlatform).platform.mailOutbox.list({}))).status,
    );
    expect((await failureOf(app.call(platformHost).platform.mailOutbox.list({}))).status).toBe(401);
  });
});
