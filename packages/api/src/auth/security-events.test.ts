/**
 * Sign-in and one's own account changes are in the realm's security log, written with the change
 * (and a refused sign-in in a transaction of its own); team changes to who may sign in and with
 * what power are in the company's.
 */
import { describe, expect } from 'vitest';

import { companyEvents, platformEvents } from '../kit/security-log/test-fixtures';
import { appTest } from '../testing/fixtures';
import { platformHost, seedSuperAdmin, superAdminRequest, tenantHost } from '../testing/harness';
import { signedInCompany } from '../testing/signed-in-company';
import { hashPassword } from './passwords';
import { addTestUser, createTestCompany, failureOf, freshIp, latestCode } from './test-support';

const it = appTest();

const from = (ip: string) => ({ ip, userAgent: 'Mozilla/5.0 (security log test)' });

/** The kind, actor, subject and request facts of each event, oldest first. */
const summary = (events: Awaited<ReturnType<typeof companyEvents>>) =>
  events.map((e) => ({
    type: e.type,
    actor: `${e.actorKind}:${e.actorLabel}`,
    subject: e.subjectLabel,
    ip: e.ip,
    detail: e.detail,
  }));

describe('sign-in events', () => {
  it('a code sign-in: the request, a wrong code, an unknown address, then success, with IP and browser', async ({
    app,
  }) => {
    const { company, owner } = await createTestCompany(app, { subdomain: 'seclog-code' });
    const host = tenantHost('seclog-code');
    const ip = freshIp();
    await app.call({ ...host, ...from(ip) }).auth.requestCode({ email: owner.email });
    await failureOf(app.call({ ...host, ...from(ip) }).auth.verifyCode({ email: owner.email, code: '000000' }));
    await failureOf(app.call({ ...host, ...from(ip) }).auth.verifyCode({ email: 'nobody@x.io', code: '000000' }));
    const code = (await latestCode(app, owner.email))!;
    await app.call({ ...host, ...from(ip) }).auth.verifyCode({ email: owner.email, code });

    const events = await companyEvents(app, company.id);
    expect(summary(events)).toEqual([
      { type: 'sign_in_code_requested', actor: 'user:Olivia Owner', subject: null, ip, detail: {} },
      {
        type: 'sign_in_failed',
        actor: 'user:Olivia Owner',
        subject: null,
        ip,
        detail: { method: 'code', reason: 'invalid' },
      },
      {
        type: 'sign_in_failed',
        actor: 'anonymous:nobody@x.io',
        subject: null,
        ip,
        detail: { method: 'code', reason: 'invalid' },
      },
      { type: 'sign_in_succeeded', actor: 'user:Olivia Owner', subject: null, ip, detail: { method: 'code' } },
    ]);
    expect(events.every((e) => e.userAgent === 'Mozilla/5.0 (security log test)')).toBe(true);
  });

  it('a password sign-in: a wrong password is logged although the call fails, then success', async ({ app }) => {
    const { company } = await createTestCompany(app, { subdomain: 'seclog-pw' });
    await addTestUser(app, company.id, {
      email: 'pw@seclog.io',
      name: 'Pat',
      passwordHash: await hashPassword('right one 1'),
    });
    const host = { ...tenantHost('seclog-pw'), ...from(freshIp()) };
    await failureOf(app.call(host).auth.login({ email: 'pw@seclog.io', password: 'wrong one 1' }));
    await app.call(host).auth.login({ email: 'pw@seclog.io', password: 'right one 1' });
    expect(summary(await companyEvents(app, company.id)).map((e) => [e.type, e.actor, e.detail])).toEqual([
      ['sign_in_failed', 'user:Pat', { method: 'password', reason: 'wrong-password' }],
      ['sign_in_succeeded', 'user:Pat', { method: 'password' }],
    ]);
  });

  it("a super admin's sign-in is in the platform's log, in no company's", async ({ app }) => {
    const { company } = await createTestCompany(app, { subdomain: 'seclog-none' });
    await seedSuperAdmin(app, 'root-seclog@example.com', 'Rita Root');
    const before = (await platformEvents(app)).length;
    await app.call({ ...platformHost, ...from(freshIp()) }).auth.requestCode({ email: 'root-seclog@example.com' });
    const code = (await latestCode(app, 'root-seclog@example.com'))!;
    await app.call({ ...platformHost, ...from(freshIp()) }).auth.verifyCode({ email: 'root-seclog@example.com', code });
    const added = (await platformEvents(app)).slice(before);
    expect(added.map((e) => [e.type, e.actorKind, e.actorLabel])).toEqual([
      ['sign_in_code_requested', 'super_admin', 'Rita Root'],
      ['sign_in_succeeded', 'super_admin', 'Rita Root'],
    ]);
    expect(await companyEvents(app, company.id)).toEqual([]);
  });
});

describe('account events', () => {
  it('step-up code, password set and removed; a refused change writes nothing', async ({ app }) => {
    const co = await signedInCompany(app, 'seclog-acct');
    const me = app.call({ ...co.request.team_member, ...from(freshIp()) });
    await me.auth.requestStepUpCode();
    await failureOf(me.auth.changePassword({ newPassword: 'brand new 123', stepUpCode: '000000' }));
    const stepUpCode = (await latestCode(app, co.member.email))!;
    await me.auth.changePassword({ newPassword: 'brand new 123', stepUpCode });
    await me.auth.removePassword({ currentPassword: 'brand new 123' });
    expect(summary(await companyEvents(app, co.company.id)).map((e) => [e.type, e.actor, e.detail])).toEqual([
      ['step_up_code_requested', 'user:Terry Teammate', {}],
      ['password_set', 'user:Terry Teammate', { proof: 'code' }],
      ['password_removed', 'user:Terry Teammate', { proof: 'password' }],
    ]);
  });
});

describe('team events', () => {
  it('role, status and email changes name who did it, whom, and from where; a name change is not one', async ({
    app,
  }) => {
    const co = await signedInCompany(app, 'seclog-team');
    const ip = freshIp();
    const owner = app.call({ ...co.request.owner, ...from(ip) });
    await owner.company.team.update({ memberId: co.member.id, role: 'admin', name: 'Terry Promoted' });
    await owner.company.team.update({ memberId: co.member.id, isActive: false });
    await owner.company.team.update({ memberId: co.member.id, email: 'terry@new.io' });
    expect(summary(await companyEvents(app, co.company.id))).toEqual([
      {
        type: 'role_changed',
        actor: 'user:Olivia Owner',
        subject: 'Terry Promoted',
        ip,
        detail: { from: 'team_member', to: 'admin' },
      },
      {
        type: 'status_changed',
        actor: 'user:Olivia Owner',
        subject: 'Terry Promoted',
        ip,
        detail: { from: true, to: false },
      },
      {
        type: 'email_changed',
        actor: 'user:Olivia Owner',
        subject: 'Terry Promoted',
        ip,
        detail: { from: co.member.email, to: 'terry@new.io' },
      },
    ]);
  });

  it("a super admin's change from the Users tab is in the company's log, as the super admin's", async ({ app }) => {
    const co = await signedInCompany(app, 'seclog-users');
    const { request } = await superAdminRequest(app, 'root-users@example.com');
    const ip = freshIp();
    await app.call({ ...request, ...from(ip) }).platform.companyTeam.update({
      companyId: co.company.id,
      memberId: co.admin.id,
      isActive: false,
    });
    expect(summary(await companyEvents(app, co.company.id))).toEqual([
      {
        type: 'status_changed',
        actor: 'super_admin:Root Admin',
        subject: 'Ada Admin',
        ip,
        detail: { from: true, to: false },
      },
    ]);
  });

  it('a refused team change writes no event', async ({ app }) => {
    const co = await signedInCompany(app, 'seclog-refused');
    await failureOf(app.call(co.request.admin).company.team.update({ memberId: co.owner.id, email: 'x@y.io' }));
    expect(await companyEvents(app, co.company.id)).toEqual([]);
  });
});
