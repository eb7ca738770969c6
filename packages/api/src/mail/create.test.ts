import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, platformTables } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';

import { createMailer } from './create';
import { closedPort, recordingLog, startSmtp } from './smtp-testing';
import { loginCodeMail } from './templates';

const { mailOutbox } = platformTables;

const outboxFor = (database: TestDatabase, to: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('createMailer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('delivers through SMTP and marks the outbox row sent', async () => {
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
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP keeps the message unsent in the outbox and prints one readable line', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db: database.db, from: 'Platform <no-reply@example.com>', log });
    await mailer.send(loginCodeMail('grace@example.com', '654321', 'Admin'));
    await mailer.drain();

    const [row] = await outboxFor(database, 'grace@example.com');
    expect(row!.sentAt).toBeNull();
    expect(row!.textBody).toContain('654321');
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.level).toBe('info');
    expect(line.message).toEqual(expect.stringContaining('grace@example.com'));
    expect(line.message).toEqual(expect.stringContaining('Your sign-in code'));
    expect(line.message).toEqual(expect.stringContaining('Your sign-in code for Admin is 654321'));
    expect(String(line.message)).not.toContain('\n');
  });

  it('a failed delivery does not throw: it is logged (without the body) and kept on the row', async () => {
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
