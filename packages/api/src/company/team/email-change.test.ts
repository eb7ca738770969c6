/**
 * A member's email changed by someone else (portal or platform Users tab): their sessions end in
 * the same transaction, and the old and the new address are both told (docs/security.md).
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { addTestUser, bearer, failureOf, mailsTo } from '../../auth/test-support';
import { teamOf } from '../../platform/company-team/test-fixtures';
import { teamTest } from '../../testing/fixtures';
import { tenantHost, type TestApp } from '../../testing/harness';
import { portalTokens, type SignedInCompany } from '../../testing/signed-in-company';

const it = teamTest('email-change');

const host = tenantHost('email-change');

/** A team member signed in with both tokens; `signedIn()` says whether that sign-in still works. */
async function signedInMember(
  { app, co }: { app: TestApp; co: SignedInCompany },
  local: string,
  role: 'team_member' | 'admin' = 'team_member',
) {
  const email = `${local}@email-change.test`;
  const row = await addTestUser(app, co.company.id, { email, name: 'Mo Moved', role });
  const tokens = await portalTokens(app, 'email-change', row);
  const me = () => app.call({ ...host, authorization: bearer(tokens.accessToken) }).auth.me();
  await expect(me()).resolves.toMatchObject({ user: { email } });
  return { row, email, tokens, me };
}

const refresh = (app: TestApp, refreshToken: string) => app.call(host).auth.refresh({ refreshToken });

describe('changing a member’s email', () => {
  it('ends their sessions (refresh and access token refused) and mails both addresses', async ({ app, co }) => {
    const member = await signedInMember({ app, co }, 'mo');
    const moved = 'mo.new@email-change.test';
    const answer = await co.as('admin').company.team.update({ memberId: member.row.id, email: moved });
    expect(answer.user.email).toBe(moved);

    expect(await failureOf(refresh(app, member.tokens.refreshToken))).toMatchObject({ status: 401 });
    expect(await failureOf(member.me())).toMatchObject({ status: 401, message: MESSAGES.auth.sessionExpired });

    for (const address of [member.email, moved]) {
      const mails = await mailsTo(app, address);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Your email address for Company email-change was changed' });
      expect(mails[0]!.textBody).toContain(`Ada Admin changed the email address you sign in to Company email-change`);
      expect(mails[0]!.textBody).toContain(`from ${member.email} to ${moved}`);
      expect(mails[0]!.textBody).toContain('http://email-change.localhost:3000/');
    }
  });

  it('leaves sessions and mail alone for other edits, a refused change and a taken address', async ({ app, co }) => {
    const member = await signedInMember({ app, co }, 'kept');
    const admin = await signedInMember({ app, co }, 'other-admin', 'admin');
    await co.as('admin').company.team.update({ memberId: member.row.id, name: 'Mo Renamed', phone: '123' });
    const taken = co.as('admin').company.team.update({ memberId: member.row.id, email: co.owner.email });
    expect(await failureOf(taken)).toMatchObject({ status: 409 });
    const theirs = co.as('admin').company.team.update({ memberId: admin.row.id, email: 'mine@email-change.test' });
    expect(await failureOf(theirs)).toMatchObject({ status: 403, message: MESSAGES.users.adminsAccount });

    for (const who of [member, admin]) {
      await expect(who.me()).resolves.toBeTruthy();
      await expect(refresh(app, who.tokens.refreshToken)).resolves.toMatchObject({ refreshToken: expect.any(String) });
      expect(await mailsTo(app, who.email)).toEqual([]);
    }
    expect(await mailsTo(app, 'mine@email-change.test')).toEqual([]);
  });

  it('does the same from the platform’s Users tab, naming the super admin', async ({
    app,
    co,
    setup: { request: superAdmin },
  }) => {
    const member = await signedInMember({ app, co }, 'platform');
    const moved = 'platform.new@email-change.test';
    await teamOf(app, superAdmin).update({ companyId: co.company.id, memberId: member.row.id, email: moved });

    expect(await failureOf(refresh(app, member.tokens.refreshToken))).toMatchObject({ status: 401 });
    expect(await failureOf(member.me())).toMatchObject({ status: 401 });
    for (const address of [member.email, moved]) {
      const [mail] = await mailsTo(app, address);
      expect(mail!.textBody).toContain('Root Admin changed the email address');
    }
  });
});
