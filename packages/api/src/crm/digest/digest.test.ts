/**
 * The daily digest on the job runner: the tick picks the companies whose digest hour has come on
 * their own clock, each CS person gets one mail a day (opt-out respected), and two servers
 * running the jobs against one database still send each digest once.
 */
import { describe, expect } from 'vitest';

import { eq, ilike, platformTables, sql, withTenant } from '@app/db';

import { startJobRunner } from '../../services/jobs/runner';
import { jobWork } from '../../services/jobs/workers';
import { silentLog } from '../../testing/harness';
import { crmAppTest, crmOf } from '../record-fixtures';
import { digestTick, sendCompanyDigests } from './jobs';

const { companies, mailOutbox } = platformTables;

// 09:10 in Kolkata (UTC+05:30) on 23 November; still 22:40 on the 22nd in New York.
const NOW = new Date('2026-11-23T03:40:00Z');

/** `digestMails`: the digest mails of a company; `waitingCompanyJobs`: the company digest jobs not yet run. */
const it = crmAppTest('dg')
  .extend(
    'digestMails',
    { scope: 'file' },
    ({ app }) =>
      (companyId: number) =>
        app.deps.db
          .select()
          .from(mailOutbox)
          .where(ilike(mailOutbox.onceKey, `digest:${companyId}:%`)),
  )
  .extend(
    'waitingCompanyJobs',
    { scope: 'file' },
    ({ app }) =>
      async () =>
        (await app.deps.db.execute(
          sql`select data from pgboss.job where name = 'crm.digest-company' and state = 'created'`,
        )) as unknown as { data: { companyId: number; day: string } }[],
  );

it.beforeAll(async ({ app, a, b }) => {
  app.clock.now = NOW;
  await app.deps.db
    .update(companies)
    .set({ timeZone: 'Asia/Kolkata', digestHour: 9 })
    .where(eq(companies.id, a.company.id));
  await app.deps.db
    .update(companies)
    .set({ timeZone: 'America/New_York', digestHour: 23 })
    .where(eq(companies.id, b.company.id));
  const { brand } = await crmOf(a).brands.create({ name: 'Acme' });
  await crmOf(a).leads.create({
    brandId: brand.id,
    clientName: 'Asha Rao',
    csPersonId: a.admin.id,
    nextFollowUpDate: '2026-11-23',
  });
  const other = await crmOf(a).leads.create({
    brandId: brand.id,
    clientName: 'Overdue Ltd',
    csPersonId: a.member.id,
    nextFollowUpDate: '2026-11-20',
  });
  expect(other.lead.id).toBeTruthy();
  await crmOf(b).leads.create({
    brandId: (await crmOf(b).brands.create({ name: 'Globex' })).brand.id,
    clientName: 'Not yet',
    csPersonId: b.admin.id,
    nextFollowUpDate: '2026-11-22',
  });
});

describe('daily digest', () => {
  it('the tick sends a job only for companies whose digest hour has come on their clock, once per day', async ({
    app,
    a,
    waitingCompanyJobs,
  }) => {
    await digestTick(app.deps);
    await digestTick(app.deps);
    const jobs = await waitingCompanyJobs();
    expect(jobs.map((j) => j.data)).toEqual([{ companyId: a.company.id, day: '2026-11-23' }]);
  });

  it('mails each CS person with something due once, with the overdue and today’s follow-ups', async ({
    app,
    a,
    b,
    digestMails,
  }) => {
    expect(await sendCompanyDigests(app.deps, a.company.id)).toBe(2);
    const mails = await digestMails(a.company.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([a.admin.email, a.member.email].sort());
    const admin = mails.find((m) => m.toAddress === a.admin.email)!;
    expect(admin.textBody).toContain("Today's follow-ups (1)");
    expect(admin.textBody).toContain('Asha Rao (Acme) due 23 Nov 2026');
    expect(admin.textBody).toContain('(23 Nov 2026):');
    expect(admin.textBody).toContain(
      `Open your follow-ups: http://${a.company.subdomain}.localhost:3000/crm/follow-ups\n`,
    );
    expect(mails.find((m) => m.toAddress === a.member.email)!.textBody).toContain('Overdue follow-ups (1)');
    expect(admin.onceKey).toBe(`digest:${a.company.id}:${a.admin.id}:2026-11-23`);
    // A second run the same day records nothing new.
    expect(await sendCompanyDigests(app.deps, a.company.id)).toBe(0);
    expect(await digestMails(a.company.id)).toHaveLength(2);
    // Not yet 23:00 in New York: nothing for the other company.
    expect(await sendCompanyDigests(app.deps, b.company.id)).toBe(0);
  });

  it('skips people who turned the digest off', async ({ app, a, digestMails }) => {
    app.clock.now = new Date('2026-11-24T04:00:00Z');
    await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute(sql`update users set digest_opt_out = true where id = ${a.member.id}`),
    );
    expect(await sendCompanyDigests(app.deps, a.company.id)).toBe(1);
    const next = (await digestMails(a.company.id)).filter((m) => m.onceKey!.endsWith('2026-11-24'));
    expect(next.map((m) => m.toAddress)).toEqual([a.admin.email]);
    app.clock.now = NOW;
  });

  it('two servers sharing the database send each digest exactly once', async ({ app, a, digestMails }) => {
    app.clock.now = new Date('2026-11-25T04:00:00Z');
    const work = jobWork(app.deps);
    const servers = await Promise.all(
      [1, 2].map(() =>
        startJobRunner({
          database: app.database,
          log: silentLog,
          pollingIntervalSeconds: 0.5,
          handlers: work.handlers,
        }),
      ),
    );
    try {
      // Each server's tick fires (as after a missed slot), and the company job is sent twice
      // more without its singleton key: every copy runs, on whichever server takes it.
      for (let i = 0; i < 2; i += 1) {
        await app.deps.jobs.send('crm.digest-tick', {});
        await app.deps.jobs.send('crm.digest-company', { companyId: a.company.id, day: '2026-11-25' });
      }
      const deadline = Date.now() + 15_000;
      const pending = async () =>
        (
          await app.deps.db.execute(
            sql`select count(*)::int as n from pgboss.job where name like 'crm.digest%' and state < 'completed'`,
          )
        )[0] as { n: number };
      while ((await pending()).n > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((await pending()).n).toBe(0);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
    const day = (await digestMails(a.company.id)).filter((m) => m.onceKey!.endsWith('2026-11-25'));
    expect(day).toHaveLength(1);
    expect(day[0]!.toAddress).toBe(a.admin.email);
    app.clock.now = NOW;
  });
});
