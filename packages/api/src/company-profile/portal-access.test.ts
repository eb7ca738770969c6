/**
 * Who may call the company portal's own procedures (spec 001 §6): every role reads the profile,
 * dashboard and lists and edits their own profile; owners and admins save the lists; company
 * settings are the owner's, and an admin's only while allowAdminCompanySettings is on. Another
 * company's token is refused on this host, and one company's data never shows on another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { setCompany } from '../auth/test-support';
import { tenantHost, type TestApp } from '../testing/harness';
import { allowAdminSettings, failureOf, platformCompany, portalTestApp, storedList } from '../testing/portal';
import { portalRequest, type PortalRole, type SignedInCompany } from '../testing/signed-in-company';

let app: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;

beforeAll(async () => {
  let companies;
  ({ app, companies } = await portalTestApp('portal-a', 'portal-b'));
  [a, b] = companies as [SignedInCompany, SignedInCompany];
  await b.as('owner').company.departments.save({
    departments: [...(await b.as('owner').company.departments.list()).departments, { name: 'Only In B' }],
  });
});
afterAll(() => app.close());

type Caller = ReturnType<TestApp['call']>;
type Call = (c: Caller) => Promise<unknown>;

/** Every procedure, with an input that succeeds for whoever may call it. */
const everyone: Record<string, Call> = {
  'company.profile.get': (c) => c.company.profile.get(),
  'company.dashboard.get': (c) => c.company.dashboard.get(),
  'company.departments.list': (c) => c.company.departments.list(),
  'company.designations.list': (c) => c.company.designations.list(),
  'user.profile.get': (c) => c.user.profile.get(),
  'user.profile.update': async (c) => c.user.profile.update({ name: (await c.user.profile.get()).user.name }),
};
const managers: Record<string, Call> = {
  'company.departments.save': async (c) => c.company.departments.save(await c.company.departments.list()),
  'company.designations.save': async (c) => c.company.designations.save(await c.company.designations.list()),
};
const settings: Call = (c) => c.company.settings.update({ themeColor: '#F97316' });
const toggle: Call = (c) => c.company.settings.update({ allowAdminCompanySettings: false });
const signOut: Call = (c) => c.user.signOutEverywhere();

/** A fresh session per caller, so signing out everywhere never spoils another case. */
const callerOf = async (co: SignedInCompany, role: PortalRole, host = co.company.subdomain) =>
  app.call({ ...(await portalRequest(app, co.company, co.users[role])), ...tenantHost(host) });

const refused = async (call: Promise<unknown>, message: string = MESSAGES.auth.forbidden) =>
  expect(await failureOf(call)).toMatchObject({ status: 403, code: 'FORBIDDEN', message });

describe('role matrix', () => {
  it('owner: every procedure', async () => {
    const owner = await callerOf(a, 'owner');
    for (const call of [...Object.values(everyone), ...Object.values(managers), settings, toggle])
      await expect(call(owner)).resolves.toBeTruthy();
    await expect(signOut(owner)).resolves.toBeTruthy();
  });

  it('admin without allowAdminCompanySettings: all but company settings', async () => {
    await allowAdminSettings(app, a.company.id, false);
    const admin = await callerOf(a, 'admin');
    for (const call of [...Object.values(everyone), ...Object.values(managers)])
      await expect(call(admin)).resolves.toBeTruthy();
    await refused(settings(admin), MESSAGES.companySettings.adminAccessOff);
    await refused(toggle(admin), MESSAGES.companySettings.adminAccessOff);
    await expect(signOut(admin)).resolves.toBeTruthy();
  });

  it('admin with allowAdminCompanySettings: company settings too, never the toggle', async () => {
    await allowAdminSettings(app, a.company.id, true);
    try {
      const admin = await callerOf(a, 'admin');
      await expect(settings(admin)).resolves.toBeTruthy();
      await refused(toggle(admin), MESSAGES.companySettings.ownerOnly);
      expect((await platformCompany(app, a.company.id)).allowAdminCompanySettings).toBe(true);
    } finally {
      await allowAdminSettings(app, a.company.id, false);
    }
  });

  it('team member: reads and their own profile; lists and settings are refused, changing nothing', async () => {
    const member = await callerOf(a, 'team_member');
    for (const call of Object.values(everyone)) await expect(call(member)).resolves.toBeTruthy();
    const lists = await storedList(app, a.company.id, 'departments');
    for (const call of Object.values(managers)) await refused(call(member));
    await refused(settings(member), MESSAGES.companySettings.ownerOnly);
    expect(await storedList(app, a.company.id, 'departments')).toEqual(lists);
    await expect(signOut(member)).resolves.toBeTruthy();
  });
});

describe('tenant isolation', () => {
  it("refuses A's token on B's host for every procedure (401), leaving B as it was", async () => {
    const before = {
      company: await platformCompany(app, b.company.id),
      list: await storedList(app, b.company.id, 'departments'),
    };
    const onB = await callerOf(a, 'owner', 'portal-b');
    for (const call of [...Object.values(everyone), ...Object.values(managers), settings, toggle, signOut])
      expect(await failureOf(call(onB))).toMatchObject({ status: 401 });
    expect(await platformCompany(app, b.company.id)).toEqual(before.company);
    expect(await storedList(app, b.company.id, 'departments')).toEqual(before.list);
  });

  it("never shows B's data on A's host", async () => {
    const onA = await callerOf(a, 'owner');
    expect((await onA.company.profile.get()).company.subdomain).toBe('portal-a');
    expect((await onA.company.departments.list()).departments.map((d) => d.name)).not.toContain('Only In B');
    const names = (await onA.company.dashboard.get()).recentUsers.map((u) => u.id);
    expect(names).not.toContain(b.owner.id);
    expect(names).toContain(a.owner.id);
    // B's entry ids are unknown on A's host: refused, nothing changes in B.
    const bList = (await b.as('owner').company.departments.list()).departments;
    expect(await failureOf(onA.company.departments.save({ departments: bList }))).toMatchObject({ status: 400 });
  });

  it('refuses every call while the company is inactive (403 COMPANY_INACTIVE)', async () => {
    await setCompany(app, b.company.id, { status: 'inactive' });
    try {
      expect(await failureOf(b.as('owner').company.profile.get())).toMatchObject({
        status: 403,
        code: 'COMPANY_INACTIVE',
      });
    } finally {
      await setCompany(app, b.company.id, { status: 'active' });
    }
  });
});
