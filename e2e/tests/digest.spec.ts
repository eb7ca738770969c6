import { waitForMail } from '../support/mail';
import { expect, test } from '../support/session';

/** Quoted-printable bodies wrap long lines with a trailing `=`. */
const unwrapped = (raw: string) => raw.replace(/=\r?\n/g, '');

test.describe('daily digest', () => {
  test('the demo sales people get their digest by email, sent by the job runner through the outbox', async () => {
    // The demo company's digest is due from midnight and a starting server catches up due
    // digests, so the product under test has sent them by now (or does within seconds). Companies
    // other specs create may get theirs too; this one is the demo company's.
    const digest = await waitForMail(
      0,
      (mail) =>
        /^Subject: Your day: /m.test(mail.raw) && mail.to.some((to) => /@acme\.test$/.test(to)) ? mail : undefined,
      'digest mail to the demo company',
      30_000,
    );
    expect(digest.to).toHaveLength(1);
    const body = unwrapped(digest.raw);
    expect(body).toMatch(/Overdue follow-ups \(\d+\)|Today's follow-ups \(\d+\)|Today's meetings \(\d+\)/);
    expect(body).toContain('acme.');
    expect(body).toContain('/crm/follow-ups');
  });
});
