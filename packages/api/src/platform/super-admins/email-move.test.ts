/**
 * A super admin's sign-in email is their identity: one's own moves only with a step-up proof,
 * another's move ends their sessions; both addresses are told and the platform's log keeps it.
 */
import { describe, expect } from 'vitest';

import { MESSAGES, SUPER_ADMIN_ROLE } from '@app/contracts';

import { latestCode, mailsTo } from '../../auth/test-support';
import { platformEvents } from '../../kit/security-log/test-fixtures';
import { appTest } from '../../testing/fixtures';
import { issueTestToken, platformHost } from '../../testing/harness';
import { adminRow, failureOf, signedInAdmin } from './test-fixtures';

/** `admins`: the super admins calls of whoever the headers sign in, from one known address. */
const it = appTest().extend(
  'admins',
  { scope: 'file' },
  ({ app }) =>
    (request: { host: string; authorization: string }) =>
      app.call({ ...request, ip: '203.0.113.7' }).platform.superAdmins,
);

describe("a super admin's email", () => {
  it('one’s own moves only with a step-up proof; the other sessions end and both addresses are told', async ({
    app,
    admins,
  }) => {
    const me = await signedInAdmin(app, 'me-move@example.com', 'Mia Mover');
    const otherToken = await issueTestToken(app, { id: me.admin.id, role: SUPER_ADMIN_ROLE, companyId: null });
    const otherDevice = { ...platformHost, authorization: `Bearer ${otherToken}` };
    const bare = await failureOf(admins(me.request).update({ id: me.admin.id, email: 'mia@new.example.com' }));
    expect(bare.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpCodeRequired }]);
    expect((await adminRow(app, me.admin.id))!.email).toBe('me-move@example.com');

    await app.call(me.request).auth.requestStepUpCode();
    const stepUpCode = (await latestCode(app, 'me-move@example.com'))!;
    await admins(me.request).update({ id: me.admin.id, email: 'mia@new.example.com', stepUpCode });
    expect((await adminRow(app, me.admin.id))!.email).toBe('mia@new.example.com');
    expect((await app.call(me.request).auth.me()).user.email).toBe('mia@new.example.com');
    expect((await failureOf(app.call(otherDevice).auth.me())).status).toBe(401);
    for (const to of ['me-move@example.com', 'mia@new.example.com']) {
      expect((await mailsTo(app, to)).at(-1)!.subject).toBe('Your sign-in email was changed (Admin)');
    }
    const event = (await platformEvents(app)).findLast((e) => e.type === 'email_changed')!;
    expect(event).toMatchObject({ actorLabel: 'Mia Mover', subjectLabel: 'Mia Mover', ip: '203.0.113.7' });
    expect(event.detail).toEqual({ from: 'me-move@example.com', to: 'mia@new.example.com' });
  });

  it("another's move ends their sessions and needs no proof (offering one is refused)", async ({ app, admins }) => {
    const boss = await signedInAdmin(app, 'boss-move@example.com', 'Bo Boss');
    const target = await signedInAdmin(app, 'target-move@example.com', 'Tara Target');
    const withProof = await failureOf(
      admins(boss.request).update({ id: target.admin.id, email: 'tara@new.example.com', stepUpCode: '123456' }),
    );
    expect(withProof.errors).toEqual([{ path: 'stepUpCode', msg: MESSAGES.auth.stepUpOwnAccountOnly }]);
    await admins(boss.request).update({ id: target.admin.id, email: 'tara@new.example.com' });
    expect((await failureOf(app.call(target.request).auth.me())).status).toBe(401);
    expect((await mailsTo(app, 'target-move@example.com')).at(-1)!.subject).toBe(
      'Your sign-in email was changed (Admin)',
    );
    const event = (await platformEvents(app)).findLast((e) => e.type === 'email_changed')!;
    expect(event).toMatchObject({ actorLabel: 'Bo Boss', subjectLabel: 'Tara Target' });
  });

  it('a status change is in the platform log', async ({ app, admins }) => {
    const boss = await signedInAdmin(app, 'boss-status@example.com', 'Bea Boss');
    const target = await signedInAdmin(app, 'target-status@example.com', 'Tom Target');
    await admins(boss.request).setStatus({ id: target.admin.id, isActive: false });
    const event = (await platformEvents(app)).findLast((e) => e.type === 'status_changed')!;
    expect(event).toMatchObject({
      actorLabel: 'Bea Boss',
      subjectLabel: 'Tom Target',
      detail: { from: true, to: false },
    });
  });
});
