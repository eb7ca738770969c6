/**
 * Who may call the company portal's own procedures (docs/product/company-portal.md#who-may-do-what): every role reads the profile,
 * dashboard and lists and edits their own profile; owners and admins save the lists; company
 * settings are the owner's, and an admin's only while allowAdminCompanySettings is on. Another
 * company's token is refused on this host, and one company's data never shows on another's.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { setCompany } from '../../auth/test-support';
import { portalAppTest } from '../../testing/fixtures';
import { tenantHost, type TestApp } from '../../testing/harness';
import { allowAdminSettings, failureOf, platformCompany, storedList } from '../../testing/portal';
import { portalRequest, type PortalRole, type SignedInCompany } from '../../testing/signed-in-company';

/** `callerOf`: a fresh session per caller, so signing out everywhere never spoils another case. */
const it = portalAppTest('portal-a', 'portal-b').extend(
  'callerOf',
  { scope: 'file' },
  ({ app }) =>
    async (co: SignedInCompany, role: PortalRole, host = co.company.subdomain) =>
      app.call({ ...(await portalRequest(app, co.company, co.users[role])), ...tenantHost(host) }),
);

// B has a department of its own, which must never show in A.
it.beforeAll(async ({ b }) => {
  await b.as('owner').company.departments.save({
    departments: [...(await b.as('owner').company.departments.list()).departments, { name: 'Only In B' }],
  });
});

type Caller = ReturnType<TestApp['call']>;
/** A call, and what its answer must hold for company A's `role` (its own data, not just any answer). */
type Call = (c: Caller) => Promise<unknown>;
type Answer = (role: PortalRole, a: SignedInCompany) => object;
type Checked = [Call, Answer];

/** A's list: B's own entry is never in it. */
const ofA = expect.not.arrayContaining([expect.objectContaining({ name: 'Only In B' })]);

/** Every procedure, with an input that succeeds for whoever may call it. */
const everyone: Record<string, Checked> = {
  'company.profile.get': [(c) => c.company.profile.get(), () => ({ company: { subdomain: 'portal-a' } })],
  'company.dashboard.get': [
    (c) => c.company.dashboard.get(),
    (_role, a) => ({ recentUsers: expect.arrayContaining([expect.objectContaining({ id: a.owner.id })]) }),
  ],
  'company.departments.list': [(c) => c.company.departments.list(), () => ({ departments: ofA })],
  'company.designations.list': [(c) => c.company.designations.list(), () => ({ designations: expect.any(Array) })],
  'user.profile.get': [(c) => c.user.profile.get(), (role, a) => ({ user: { id: a.users[role].id } })],
  'user.profile.update': [
    async (c) => c.user.profile.update({ name: (await c.user.profile.get()).user.name }),
    (role, a) => ({ message: MESSAGES.company.noChanges, user: { id: a.users[role].id } }),
  ],
};
const managers: Record<string, Checked> = {
  'company.departments.save': [
    async (c) => c.company.departments.save(await c.company.departments.list()),
    () => ({ message: MESSAGES.companyLists.departments.saved, departments: ofA }),
  ],
  'company.designations.save': [
    async (c) => c.company.designations.save(await c.company.designations.list()),
    () => ({ message: MESSAGES.companyLists.designations.saved, designations: expect.any(Array) }),
  ],
};
const settings: Call = (c) => c.company.settings.update({ themeColor: '#F97316' });
const settingsSaved: Answer = () => ({ company: { subdomain: 'portal-a', branding: { themeColor: '#F97316' } } });
const toggle: Call = (c) => c.company.settings.update({ allowAdminCompanySettings: false });
const signOut: Call = (c) => c.user.signOutEverywhere();
const signedOut = { message: MESSAGES.userProfile.signedOutEverywhere };

/** Each call answers, and the answer is A's own data for the caller. */
async function answers(a: SignedInCompany, caller: Caller, role: PortalRole, calls: Checked[]) {
  for (const [call, answer] of calls) expect(await call(caller)).toMatchObject(answer(role, a));
}

const refused = async (call: Promise<unknown>, message: string = MESSAGES.auth.forbidden) =>
  expect(await failureOf(call)).toMatchObject({ status: 403, code: 'FORBIDDEN', message });

describe('role matrix', () => {
  it('owner: every procedure', async ({ a, callerOf }) => {
    const owner = await callerOf(a, 'owner');
    await answers(a, owner, 'owner', [
      ...Object.values(everyone),
      ...Object.values(managers),
      [settings, settingsSaved],
    ]);
    expect(await toggle(owner)).toMatchObject({ company: { settings: { allowAdminCompanySettings: false } } });
    expect(await signOut(owner)).toEqual(signedOut);
  });

  it('admin without allowAdminCompanySettings: all but company settings', async ({ app, a, callerOf }) => {
    await allowAdminSettings(app, a.company.id, false);
    const admin = await callerOf(a, 'admin');
    await answers(a, admin, 'admin', [...Object.values(everyone), ...Object.values(managers)]);
    await refused(settings(admin), MESSAGES.companySettings.adminAccessOff);
    await refused(toggle(admin), MESSAGES.companySettings.adminAccessOff);
    expect(await signOut(admin)).toEqual(signedOut);
  });

  it('admin with allowAdminCompanySettings: company settings too, never the toggle', async ({ app, a, callerOf }) => {
    await allowAdminSettings(app, a.company.id, true);
    try {
      const admin = await callerOf(a, 'admin');
      await answers(a, admin, 'admin', [[settings, settingsSaved]]);
      await refused(toggle(admin), MESSAGES.companySettings.ownerOnly);
      expect((await platformCompany(app, a.company.id)).allowAdminCompanySettings).toBe(true);
    } finally {
      await allowAdminSettings(app, a.company.id, false);
    }
  });

  it('team member: reads and their own profile; lists and settings are refused, changing nothing', async ({
    app,
    a,
    callerOf,
  }) => {
    const member = await callerOf(a, 'team_member');
    await answers(a, member, 'team_member', Object.values(everyone));
    const lists = await storedList(app, a.company.id, 'departments');
    for (const [call] of Object.values(managers)) await refused(call(member));
    await refused(settings(member), MESSAGES.companySettings.ownerOnly);
    expect(await storedList(app, a.company.id, 'departments')).toEqual(lists);
    expect(await signOut(member)).toEqual(signedOut);
  });
});

describe('tenant isolation', () => {
  it("refuses A's token on B's host for every procedure (401), leaving B as it was", async ({
    app,
    a,
    b,
    callerOf,
  }) => {
    const before = {
      company: await platformCompany(app, b.company.id),
      list: await storedList(app, b.company.id, 'departments'),
    };
    const onB = await callerOf(a, 'owner', 'portal-b');
    const calls = [...Object.values(everyone), ...Object.values(managers)].map(([call]) => call);
    for (const call of [...calls, settings, toggle, signOut])
      expect(await failureOf(call(onB))).toMatchObject({ status: 401 });
    expect(await platformCompany(app, b.company.id)).toEqual(before.company);
    expect(await storedList(app, b.company.id, 'departments')).toEqual(before.list);
  });

  it("never shows B's data on A's host", async ({ a, b, callerOf }) => {
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

  it('refuses every call while the company is inactive (403 COMPANY_INACTIVE)', async ({ app, b }) => {
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
