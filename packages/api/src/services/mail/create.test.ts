import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { eq, platformTables } from '@app/db';
import { databaseTest, type TestDatabase } from '@app/db/testing';

import { createMailer } from './create';
import { closedPort, recordingLog, startSmtp } from './smtp-testing';
import { invitationMail, loginCodeMail } from './templates';

const { mailOutbox } = platformTables;

const it = databaseTest();

const outboxFor = (database: TestDatabase, to: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('createMailer', () => {
  it('delivers through SMTP, marks the outbox row sent and removes the code from it', async ({ database }) => {
    const smtp = await startSmtp();
    try {
      const { log, lines } = recordingLog();
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Platform <no-reply@example.com>',
        log,
      });
      await mailer.send(loginCodeMail('ada@example.com', '123456', 'Acme Ltd'));
      await mailer.drain();

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.to).toEqual(['ada@example.com']);
      expect(message!.from).toBe('no-reply@example.com');
      expect(message!.raw).toMatch(/^Subject: Your sign-in code$/m);
      expect(message!.raw).toContain('Your sign-in code for Acme Ltd is 123456');
      expect(message!.raw).toContain('expires in 10 minutes');

      const [row] = await outboxFor(database, 'ada@example.com');
      expect(row!.subject).toBe('Your sign-in code');
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(row!.error).toBeNull();
      expect(row!.redactAfterDelivery).toBe(true);
      expect([row!.textBody, row!.htmlBody]).toEqual([MESSAGES.mail.bodyRemoved, null]);
      expect(JSON.stringify(row)).not.toContain('123456');
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
      expect(mailer.smtpHost).toBe(`127.0.0.1:${smtp.port}`);
    } finally {
      await smtp.close();
    }
  });

  it('names the SMTP server for operators, never the credentials in its URL', ({ database }) => {
    const smtpUrl = 'smtp://mailer:hunter2@mail.example.com:587';
    const mailer = createMailer({ db: database.db, smtpUrl, from: 'no-reply@example.com', log: recordingLog().log });
    expect([mailer.mode, mailer.smtpHost]).toEqual(['smtp', 'mail.example.com:587']);
  });

  it('keeps the body of a delivered mail that holds no secret', async ({ database }) => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'no-reply@example.com',
        log: recordingLog().log,
      });
      const invitation = invitationMail({
        to: 'joan@example.com',
        memberName: 'Joan',
        invitedBy: 'Ada',
        companyName: 'Acme Ltd',
        signInUrl: 'http://acme.localhost/',
      });
      await mailer.send(invitation);
      await mailer.drain();
      const [row] = await outboxFor(database, 'joan@example.com');
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(row!.redactAfterDelivery).toBe(false);
      expect([row!.textBody, row!.htmlBody]).toEqual([invitation.text, invitation.html]);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP prints one readable line with the code, and the outbox keeps no code at all', async ({
    database,
  }) => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db: database.db, from: 'Platform <no-reply@example.com>', log });
    expect([mailer.mode, mailer.smtpHost]).toEqual(['console', null]);
    await mailer.send(loginCodeMail('grace@example.com', '654321', 'Admin'));
    await mailer.drain();

    const [row] = await outboxFor(database, 'grace@example.com');
    expect(row).toMatchObject({ sentAt: null, nextAttemptAt: null, attempts: 0, subject: 'Your sign-in code' });
    expect([row!.textBody, row!.htmlBody]).toEqual([MESSAGES.mail.bodyRemoved, null]);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.level).toBe('info');
    expect(line.message).toEqual(expect.stringContaining('grace@example.com'));
    expect(line.message).toEqual(expect.stringContaining('Your sign-in code'));
    expect(line.message).toEqual(expect.stringContaining('Your sign-in code for Admin is 654321'));
    expect(String(line.message)).not.toContain('\n');

    // A mail recorded inside a transaction for later (sendOnce) is printed and kept the same way.
    await database.db.transaction((tx) =>
      mailer.sendOnce(tx, { ...loginCodeMail('once@example.com', '777888', 'Admin') }, 'once-code'),
    );
    const [once] = await outboxFor(database, 'once@example.com');
    expect(once!.textBody).toBe(MESSAGES.mail.bodyRemoved);
    expect(String(lines.at(-1)!.message)).toContain('777888');
  });

  it('a failed delivery does not throw: it is logged (without the body) and kept on the row', async ({ database }) => {
    const { log, lines } = recordingLog();
    const port = await closedPort();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@example.com',
      log,
    });
    await expect(mailer.send(loginCodeMail('linus@example.com', '111222', 'Admin'))).resolves.toBeUndefined();
    await mailer.drain();

    const [row] = await outboxFor(database, 'linus@example.com');
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toBeTruthy();
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).not.toContain('111222');
  });

  it('escapes the company name in the html body', () => {
    const mail = loginCodeMail('a@example.com', '000001', '<b>Evil & Co</b>');
    expect(mail.html).toContain('&lt;b&gt;Evil &amp; Co&lt;/b&gt;');
    expect(mail.text).toContain('<b>Evil & Co</b>');
  });
});
